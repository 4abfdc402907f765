/// The state machine files of dotlottie-rs's test set (`assets/statemachines`, 58 files at commit
/// 7be77f87) with the event sequences and expected states and inputs of its tests
/// (`tests/state_machine.rs`, `…_actions.rs`, `…_guards.rs`, `…_interactions.rs`,
/// `…_elapsed_time.rs`, `…_security.rs`, `…_cases.rs`), written here as data. Files its tests
/// do not run are driven by what the file says (source "file").
enum MachineTable {
    static let actions = "state_machine_actions.rs"
    static let guards = "state_machine_guards.rs"
    static let interactions = "state_machine_interactions.rs"
    static let engine = "state_machine.rs"
    static let cases = "state_machine_cases.rs"
    static let elapsed = "state_machine_elapsed_time.rs"
    static let file = "file"

    static let all: [MachineCase] = actionCases + guardCases + interactionCases + useCases + sanityCases + otherCases

    static let actionCases: [MachineCase] = [
        MachineCase(file: "action_tests/clamp.json", steps: [
            .start("global"),
            .number("x", 150, "global"), .number("trigger", 1, "clamp_high"), .value("x", 100),
            .number("x", -5, "clamp_high"), .number("trigger", 2, "clamp_low"), .value("x", 0),
            .number("x", 50, "clamp_low"), .number("trigger", 3, "clamp_in"), .value("x", 50),
            .number("x", -5, "clamp_in"), .number("trigger", 4, "clamp_min_only"), .value("x", 0),
            .number("x", 150, "clamp_min_only"), .number("trigger", 5, "clamp_max_only"), .value("x", 100),
            .number("x", 25, "clamp_max_only"), .number("trigger", 6, "clamp_ref"), .value("x", 20),
            .number("x", 50, "clamp_ref"), .number("trigger", 7, "clamp_inverted"), .value("x", 50),
            .number("x", 50, "clamp_inverted"), .number("trigger", 8, "clamp_none"), .value("x", 50),
        ], source: actions),
        MachineCase(file: "action_tests/decr_rating.json", steps: [
            .start("global"), .number("rating", 13, "star_12"), .number("rating", 6, "star_6"),
            .number("rating", 3, "star_1"), .number("rating", 5, "star_4"),
        ], source: actions),
        MachineCase(file: "action_tests/fire.json", steps: [
            .start("b"), .boolean("OnOffSwitch", true, "c"),
        ], source: actions),
        MachineCase(file: "action_tests/floor.json", steps: [
            .start("global"), .number("x", 5.7, "global"), .number("trigger", 1, "floor_pos"), .value("x", 5),
            .number("x", -1.2, "floor_pos"), .number("trigger", 2, "floor_neg"), .value("x", -2),
        ], source: actions),
        MachineCase(file: "action_tests/inc_rating.json", steps: [
            .start("global"), .number("rating", 1, "star_2"), .number("rating", 3, "star_5"),
            .number("rating", 6, "star_12"), .number("rating", 13, "star_14"),
        ], source: actions),
        MachineCase(file: "action_tests/multiply.json", steps: [
            .start("global"),
            .number("x", 2, "global"), .number("trigger", 1, "mul_lit"), .value("x", 6),
            .number("x", 4, "mul_lit"), .number("trigger", 2, "mul_ref"), .value("x", 20),
            .number("x", 7, "mul_ref"), .number("trigger", 3, "mul_bad"), .value("x", 7),
        ], source: actions),
        MachineCase(file: "action_tests/reset.json", steps: [
            .start("star_0"), .number("rating", 3, "star_3"), .number("rating", 6, "star_0"), .value("rating", 0),
        ], source: actions),
        MachineCase(file: "action_tests/set_frame.json", steps: [
            .start("b"), .frame(35), .boolean("OnOffSwitch", true, "a"), .frame(10),
        ], source: actions),
        MachineCase(file: "action_tests/set_inputs.json", steps: [.start("b"), .fire("Step", "a")], source: actions),
        MachineCase(file: "action_tests/set_inputs.json", steps: [.start("b"), .number("NumericInput", 10, "d")], source: actions),
        MachineCase(file: "action_tests/set_inputs.json", steps: [.start("b"), .string("StringInput", "second", "f")], source: actions),
        MachineCase(file: "action_tests/set_progress.json", steps: [
            .start("b"), .frame(66.75), .boolean("OnOffSwitch", true, "a"), .frame(8.9),
        ], source: actions),
        MachineCase(file: "action_tests/set_random.json", steps: [
            .start("global"), .seed(99),
            .number("trigger", 1, "roll_raw"), .within("x", 0...0.999_999_999, whole: false),
            .number("trigger", 2, "roll_dice"), .within("dice", 4...9, whole: true),
            .seed(99), .number("trigger", 3, "roll_raw2"),
            .number("trigger", 4, "roll_int"), .within("irange", 1...6, whole: true),
            .number("trigger", 5, "roll_float"), .within("frange", 10...20, whole: false),
        ], source: actions),
        MachineCase(file: "action_tests/toggle.json", steps: [
            .start("b"), .fire("Step", "a"), .fire("Step", "b"),
        ], source: actions),
    ]

    static let guardCases: [MachineCase] = [
        MachineCase(file: "guard_tests/equal_not_equal.json", steps: [.start("global"), .number("rating", 3, "star_2")], source: guards),
        MachineCase(file: "guard_tests/equal_not_equal.json", steps: [.start("global"), .number("rating", 5, "star_5")], source: guards),
        MachineCase(file: "guard_tests/greater_than.json", steps: [
            .start("global"), .number("rating", 5, "star_2"), .number("rating", 4, "star_2"), .number("rating", 3, "star_2"),
            .number("rating", 1, "star_1"), .number("rating", 2, "star_1"),
        ], source: guards),
        MachineCase(file: "guard_tests/greater_than_equal.json", steps: [
            .start("global"), .number("rating", 5, "star_2"), .number("rating", 1, "star_1"), .number("rating", 2, "star_2"),
        ], source: guards),
        MachineCase(file: "guard_tests/less_than_equal.json", steps: [
            .start("star_3"), .number("rating", 5, "star_5"), .number("rating", 3, "star_3"), .number("rating", 5, "star_5"),
            .number("rating", 1, "star_3"),
        ], source: guards),
        MachineCase(file: "guard_tests/less_than.json", steps: [
            .start("star_3"), .number("rating", 5, "star_5"), .number("rating", 3, "star_5"), .number("rating", 1, "star_3"),
        ], source: guards),
    ]

    static let interactionCases: [MachineCase] = [
        MachineCase(file: "interaction_tests/all_interaction_events.json", steps: [
            .start("global"), .pointer(.down, 0, 0, "a"), .pointer(.up, 0, 0, "b"), .pointer(.move, 0, 0, "c"),
            .pointer(.enter, 0, 0, "d"), .pointer(.exit, 0, 0, "e"), .complete("f"),
        ], source: engine),
        // Its only transition targets "explosion", which is not a state: never taken.
        MachineCase(file: "interaction_tests/interaction_array.json", steps: [
            .start("pigeonRunning"), .pointer(.down, 10, 10, "pigeonRunning"),
        ], source: file),
        MachineCase(file: "interaction_tests/on_complete.json", steps: [
            .start("global"), .complete("star_1"), .complete("star_2"), .complete("star_3"),
        ], source: interactions),
        MachineCase(file: "interaction_tests/on_loop_complete.json", animation: .pigeon, steps: [
            .start("pigeonRunning"), .tickUntil("explosion", within: 10), .status(.stopped), .value("loopCount", 4),
        ], source: interactions),
        MachineCase(file: "interaction_tests/pigeon_fsm.json", animation: .pigeon, steps: [
            .start("PigeonRunning"), .pointer(.down, 10, 10, "Explosion"), .tickUntil("Feathers falling", within: 30),
        ], source: interactions),
        MachineCase(file: "interaction_tests/pointer_down.json", steps: [.start("global"), .pointer(.down, 0, 0, "star_4")],
                    source: interactions),
        MachineCase(file: "interaction_tests/pointer_down_up.json", steps: [
            .start("global"), .pointer(.down, 15, 45, "star_1"), .pointer(.down, 30, 45, "star_2"), .pointer(.down, 45, 45, "star_3"),
            .pointer(.down, 60, 45, "star_4"), .pointer(.down, 75, 45, "star_5"), .pointer(.up, 50, 80, "star_6"),
        ], source: interactions),
        MachineCase(file: "interaction_tests/pointer_enter.json", steps: [
            .start("star_0"), .pointer(.enter, 15, 45, "star_1"), .pointer(.enter, 30, 45, "star_2"), .pointer(.enter, 45, 45, "star_3"),
            .pointer(.enter, 60, 45, "star_4"), .pointer(.enter, 75, 45, "star_5"),
        ], source: interactions),
        MachineCase(file: "interaction_tests/pointer_enter.json", steps: [
            .start("star_0"), .pointer(.move, 15, 45, "star_1"), .pointer(.move, 30, 45, "star_2"), .pointer(.move, 45, 45, "star_3"),
            .pointer(.move, 60, 45, "star_4"), .pointer(.move, 75, 45, "star_5"),
        ], source: interactions),
        MachineCase(file: "interaction_tests/pointer_exit.json", steps: [
            .start("star_0"), .pointer(.enter, 15, 45, "star_1"), .pointer(.exit, 0, 0, "star_0"),
        ], source: interactions),
        MachineCase(file: "interaction_tests/pointer_exit.json", steps: [
            .start("star_0"), .pointer(.move, 15, 45, "star_1"), .pointer(.move, 0, 0, "star_0"), .pointer(.move, 30, 45, "star_2"),
            .pointer(.move, 0, 0, "star_0"), .pointer(.move, 45, 45, "star_3"), .pointer(.move, 0, 0, "star_0"),
            .pointer(.move, 60, 45, "star_4"), .pointer(.move, 0, 0, "star_0"), .pointer(.move, 75, 45, "star_5"),
            .pointer(.move, 0, 0, "star_0"),
        ], source: interactions),
        MachineCase(file: "interaction_tests/pointer_move.json", steps: [
            .start("global"), .pointer(.move, 0, 0, "star_1"), .pointer(.move, 0, 0, "star_2"), .pointer(.move, 0, 0, "star_3"),
        ], source: interactions),
    ]
}
