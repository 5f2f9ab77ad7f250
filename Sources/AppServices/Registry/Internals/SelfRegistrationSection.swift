import AppServicesSections

#if canImport(Darwin)
import MachO
#endif

/// Reads the self-registration records the linker gathered into the `appservices` section.
///
/// What is verified where: on Linux the ELF path is built and tested, including records from a second module, because
/// the linker defines `__start_appservices`/`__stop_appservices` around the section of the image that links AppServices
/// and the small C target `AppServicesSections` hands them over. The Mach-O path below reads `__DATA,__appservices` of
/// every loaded image with `getsectiondata`; it is not compiled on Linux, only the Mach-O section name of the records
/// has been checked there by compiling a record for an Apple target. Other object formats (COFF, Wasm) find no records.
enum SelfRegistrationSection {
    /// The Mach-O segment and section, as records spell them in `@section`.
    static let machOName = (segment: "__DATA", section: "__appservices")

    /// Every record in the section, in link order.
    static func records() -> [SelfRegistrationRecord] {
        #if canImport(Darwin)
        machORecords()
        #else
        elfRecords()
        #endif
    }

    #if canImport(Darwin)
    /// The records of every loaded image's `__DATA,__appservices` section, image by image.
    private static func machORecords() -> [SelfRegistrationRecord] {
        var records: [SelfRegistrationRecord] = []
        for index in 0..<_dyld_image_count() {
            guard let header = _dyld_get_image_header(index) else { continue }
            var size: UInt = 0
            let header64 = UnsafeRawPointer(header).assumingMemoryBound(to: mach_header_64.self)
            guard let start = getsectiondata(header64, machOName.segment, machOName.section, &size) else { continue }
            let count = Int(size) / MemoryLayout<SelfRegistrationRecord>.stride
            records += read(count: count, at: UnsafeRawPointer(start))
        }
        return records
    }
    #endif

    private static func elfRecords() -> [SelfRegistrationRecord] {
        guard let start = appservices_section_start(), let stop = appservices_section_stop() else { return [] }
        let count = (stop - start) / MemoryLayout<SelfRegistrationRecord>.stride
        return read(count: count, at: start)
    }

    private static func read(count: Int, at start: UnsafeRawPointer) -> [SelfRegistrationRecord] {
        guard count > 0 else { return [] }
        return Array(
            UnsafeBufferPointer(start: start.assumingMemoryBound(to: SelfRegistrationRecord.self), count: count))
    }
}
