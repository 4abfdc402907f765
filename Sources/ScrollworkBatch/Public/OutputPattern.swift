/// Where a batch writes each file's output: a path with `{name}` (the input's file name
/// without its extension), `{path}` (its path below the folder it was found in, without the
/// extension), `{ext}` (its extension) and, for frames, `{frame}`, e.g. `out/{name}.webp`,
/// `out/{path}.{ext}.gif` or `frames/{path}/{frame}.png`.
public struct OutputPattern: Hashable, Sendable {
    /// The pattern as given.
    public var text: String

    /// A pattern.
    public init(_ text: String) { self.text = text }

    /// Whether the pattern names each input (`{name}` or `{path}`), so that many inputs can
    /// share it.
    package var namesInputs: Bool { text.contains("{name}") || text.contains("{path}") }

    /// The output of `input` (`{frame}` left for the conversion to fill).
    public func output(for input: BatchInput) -> String {
        text.replacingOccurrences(of: "{name}", with: input.name).replacingOccurrences(of: "{path}", with: input.relativeName)
            .replacingOccurrences(of: "{ext}", with: input.ext)
    }

    /// A job per input.
    ///
    /// - Throws: ``ConversionError/invalid(_:)`` when two inputs would write the same output
    ///   (naming both), so that no file overwrites another's.
    public func jobs(for inputs: [BatchInput]) throws(ConversionError) -> [BatchJob] {
        var owner: [String: String] = [:]
        var jobs: [BatchJob] = []
        for input in inputs {
            let output = output(for: input)
            if let first = owner[output] {
                let hint = !text.contains("{path}") ? "; use {path} to keep the folders apart"
                    : !text.contains("{ext}") ? "; use {ext} to keep the extensions apart" : ""
                throw .invalid("\(first) and \(input.path) would both write \(output)\(hint)")
            }
            owner[output] = input.path
            jobs.append(BatchJob(input: input.path, output: output))
        }
        return jobs
    }
}

/// One file of a batch and where its output goes.
public struct BatchJob: Hashable, Sendable {
    /// The input file.
    public var input: String
    /// The output path (for frames, a pattern with `{frame}`).
    public var output: String

    /// A job.
    public init(input: String, output: String) {
        self.input = input
        self.output = output
    }
}
