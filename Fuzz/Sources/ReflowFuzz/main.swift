// The fuzzing executable: REFLOW_FUZZ_TARGET names the target, and the rest of
// the command line is libFuzzer's (corpus folders, -max_total_time=, ...).

import CFuzzerDriver

#if canImport(Glibc)
  import Glibc
#endif

let name = getenv("REFLOW_FUZZ_TARGET").map { String(cString: $0) } ?? ""
guard let target = FuzzTarget.all.first(where: { $0.name == name }) else {
  let names = FuzzTarget.all.map { "  \($0.name): \($0.summary)" }.joined(separator: "\n")
  printError("set REFLOW_FUZZ_TARGET to one of:\n\(names)")
  exit(2)
}
FuzzTarget.selected = target
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
  LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    FuzzTarget.selected?.run(FuzzInput(UnsafeBufferPointer(start: data, count: size)))
    return 0
  })
