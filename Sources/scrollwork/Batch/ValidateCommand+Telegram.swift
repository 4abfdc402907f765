import ArgumentParser
import ScrollworkLottie

extension ValidateCommand {
    /// `--profile telegram`: each file's breaches of the sticker rules, one error line each.
    func validateSticker() throws {
        var failed = 0, problems = 0
        for file in files {
            do {
                let found = try TelegramStickerProfile().check(contentsOfFile: file)
                for problem in found { print("\(file): error: \(problem)") }
                problems += found.count
                if !found.isEmpty { failed += 1 } else if verbose { print("\(file): ok") }
            } catch {
                failed += 1
                print("\(file): error: \(oneLine(String(describing: error)))")
            }
        }
        if verbose { print("\(files.count) files, \(failed) breaking Telegram's sticker rules (\(problems) problems)") }
        if failed > 0 { throw ExitCode.failure }
    }
}
