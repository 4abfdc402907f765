extension MachineTable {
    static let useCases: [MachineCase] = [
        MachineCase(file: "normal_usecases/exploding_pigeon.json", animation: .explodingPigeon, steps: [
            .start("Pigeon Running"), .pointer(.down, 50, 50, "Explosion"), .tickUntil("Feathers falling", within: 60),
            .tickUntil("Pigeon Running", within: 60),
        ], source: engine),
        MachineCase(file: "normal_usecases/final_state.json", steps: [
            .start("star_0"), .number("rating", 3, "star_3"), .number("rating", 5, "star_1"), .status(.stopped),
            .number("rating", 3, "star_1"),
        ], source: engine),
        MachineCase(file: "normal_usecases/password.json", steps: [
            .start("initial-wait"), .string("password", "welcome", "a"), .string("password", "goodbye", "b"),
        ], source: engine),
        MachineCase(file: "normal_usecases/password_with_events.json", steps: [
            .start("initial-wait"), .fire("Step", "a"), .fire("Step", "b"),
        ], source: engine),
        MachineCase(file: "normal_usecases/rating.json", steps: [
            .start("star_0"),
            .events(["transition  -> global", "exit ", "entered global", "transition global -> star_0", "exit global",
                     "entered star_0", "custom WOOHOO STAR 0"]),
            .number("rating", 3, "star_3"),
            .events(["transition star_0 -> star_3", "exit star_0", "entered star_3", "custom WOOHOO STAR 3"]),
            .number("rating", 1, "star_1"), .number("rating", 5, "star_5"), .value("rating", 5),
        ], source: actions + ", " + engine),
    ]

    static let sanityCases: [MachineCase] = [
        MachineCase(file: "sanity_tests/test_entry_action_causes_global_to_transition.json", animation: .emojis, steps: [
            .start("Initial"), .number("rating", 1, "b"), .number("rating", 3, "b"), .fire("Step", "d"),
        ], source: cases),
        MachineCase(file: "sanity_tests/test_entry_action_global_ignored_if_non_valid.json", animation: .emojis, steps: [
            .start("Initial"), .number("rating", 1, "a"), .fire("Step", "c"), .boolean("a_exited", true, "d"),
        ], source: cases),
        MachineCase(file: "sanity_tests/test_exit_action_causes_global_to_transition.json", animation: .emojis, steps: [
            .start("Initial"), .number("rating", 1, "a"), .fire("Step", "a"), .number("rating", 4, "a"),
            .boolean("a_exited", false, "a"), .fire("Step", "d"),
        ], source: cases),
        MachineCase(file: "sanity_tests/test_exit_action_global_ignored_if_non_valid.json", animation: .emojis, steps: [
            .start("Initial"), .number("rating", 1, "a"), .fire("Step", "c"), .number("rating", 3, "c"),
        ], source: cases),
        // Its inputs (a_exited, Step, rating, b_exited and the built-in) are checked apart.
        MachineCase(file: "sanity_tests/test_get_all_inputs.json", animation: .emojis, steps: [
            .start("Initial"), .number("rating", 1, "b"),
        ], source: engine),
        MachineCase(file: "sanity_tests/test_global_and_guardless.json", animation: .emojis, steps: [
            .start("global"), .number("Rating", 2, "b"), .number("Rating", 1, "d"),
        ], source: cases),
        MachineCase(file: "sanity_tests/test_guarded_and_guardless.json", animation: .emojis, steps: [
            .start("a"), .fire("Step", "d"), .number("r", 1, "a"), .fire("Step", "g"),
        ], source: cases),
        MachineCase(file: "sanity_tests/test_guardless_and_event.json", animation: .emojis, steps: [
            .start("global"), .number("Rating", 1, "c"),
        ], source: cases),
    ]

    static let otherCases: [MachineCase] = [
        // The older descriptor layout: read; no transitions.
        MachineCase(file: "bool_guard.json", steps: [.start("first"), .number("rating", 3, "first")], source: file),
        MachineCase(file: "elapsed_time_tests/compare_to_at_elapsed_time.json", steps: [
            .start("waiting"), .tick(0.3, "waiting"), .tick(0.4, "after"),
        ], source: elapsed),
        MachineCase(file: "elapsed_time_tests/no_elapsed_time.json", steps: [
            .start("idle"), .value("counter", 1), .value("elapsedTime", 0), .tick(1, "idle"), .within("elapsedTime", 0.9999...1.0001, whole: false),
            .tick(0.8, "idle"), .value("counter", 1),
        ], source: elapsed),
        MachineCase(file: "elapsed_time_tests/timeout_transition.json", steps: [
            .start("running"), .tick(0.5, "running"), .tick(0.7, "done"),
        ], source: elapsed),
        // The security cases: refused on load (no steps), an '@' input dropped, an endless loop stopped.
        MachineCase(file: "security_tests/compare_to.json", steps: [], source: "state_machine_security.rs"),
        MachineCase(file: "security_tests/event_guards.json", steps: [], source: "state_machine_security.rs"),
        MachineCase(file: "security_tests/guardless_transitions.json", steps: [], source: "state_machine_security.rs"),
        MachineCase(file: "security_tests/multi_global.json", steps: [], source: "state_machine_security.rs"),
        MachineCase(file: "security_tests/at_prefixed_user_input.json", steps: [.start("only")], source: "state_machine_security.rs"),
        MachineCase(file: "security_tests/infinite_loop.json", animation: .smileys, steps: [
            .start("star_1"), .number("rating", 3, "star_1"), .status(.tweening), .tick(2.5, "star_3"), .status(.stopped),
        ], source: "state_machine_security.rs"),
        // Not run by dotlottie-rs's tests at this commit: driven by what the files say.
        MachineCase(file: "pigeon.json", animation: .pigeon, steps: [
            .start("pigeonRunning"), .pointer(.down, 50, 50, "explosion"), .tickUntil("feathersFalling", within: 30),
            .tickUntil("pigeonRunning", within: 60),
        ], source: file),
        MachineCase(file: "rating.json", steps: [
            .start("star_0"), .pointer(.down, 30, 45, "star_2"), .pointer(.down, 15, 45, "star_1"), .pointer(.exit, 0, 0, "star_0"),
        ], source: file),
        MachineCase(file: "smileys.json", animation: .smileys, steps: [
            .start("star_1"), .number("rating", 2, "star_1"), .status(.tweening), .tick(2.5, "star_2"), .status(.running),
            .number("rating", 4, "star_4"),
        ], source: engine),
        MachineCase(file: "toggle.json", steps: [
            .start("initial-wait"), .boolean("OnOffSwitch", true, "a"), .boolean("OnOffSwitch", false, "b"),
            .pointer(.down, 50, 50, "a"), .pointer(.down, 50, 50, "b"),
        ], source: engine),
        MachineCase(file: "traffic_lights.json", animation: .trafficLights, steps: [
            .start("Green"), .tickUntil("Yellow", within: 20), .tickUntil("Red", within: 20), .tickUntil("Green", within: 60),
        ], source: file),
        MachineCase(file: "tween_no_segment.json", animation: .smileys, steps: [
            .start("segment_state"), .number("trigger", 1, "segment_state"), .status(.tweening), .tick(2.5, "no_segment_state"),
            .status(.running), .frame(0),
        ], source: engine),
        MachineCase(file: "tween_redirection.json", animation: .smileys, steps: [
            .start("star_1"), .drain, .number("rating", 2, "star_1"), .status(.tweening), .tick(0.5, "star_1"),
            .number("rating", 3, "star_1"), .status(.tweening), .tick(2.5, "star_3"), .status(.running), .neverEntered("star_2"),
        ], source: engine),
        MachineCase(file: "tween_redirection.json", animation: .smileys, steps: [
            .start("star_1"), .drain, .number("rating", 2, "star_1"), .tick(0.5, "star_1"), .number("rating", 5, "star_5"),
            .status(.running), .neverEntered("star_2"),
        ], source: engine),
        MachineCase(file: "tween_redirection.json", animation: .smileys, steps: [
            .start("star_1"), .number("rating", 2, "star_1"), .tick(0.5, "star_1"), .number("rating", 2, "star_1"),
            .status(.tweening), .tick(1.6, "star_2"), .status(.running),
        ], source: engine),
        MachineCase(file: "tween_reverse_segment.json", animation: .smileys, steps: [
            .start("forward_state"), .number("trigger", 1, "forward_state"), .status(.tweening), .tick(2.5, "reverse_state"),
            .status(.running), .frame(19),
        ], source: engine),
        MachineCase(file: "tween_reverse_segment.json", animation: .smileys, steps: [
            .start("forward_state"), .number("trigger", 2, "forward_state"), .status(.tweening),
            .tick(2.5, "reverse_no_segment_state"), .status(.running), .frame(59),
        ], source: engine),
    ]
}
