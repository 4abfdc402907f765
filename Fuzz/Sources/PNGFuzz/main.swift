// Hands control to libFuzzer, which calls `fuzzOneInput` for every input (see the README of
// Fuzz/ and scripts/fuzz.sh for the flags).
import CLibFuzzer
import Glibc

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) }
exit(status)
