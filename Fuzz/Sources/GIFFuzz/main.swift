// libFuzzer entry point for the GIF decoder: any bytes → ImageDecoder.decode(_:as: .gif) (see
// ImageFuzzSupport and scripts/fuzz.sh for the checks and flags).
import CLibFuzzer
import Glibc
import ImageFuzzSupport

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzImage(data, size, as: .gif) }
exit(status)
