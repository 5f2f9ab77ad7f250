#if canImport(Darwin)
import MachO

extension SelfRegistrationSection {
    /// The records of every loaded image's `__DATA,__appservices` section, image by image.
    static func machORecords() -> [SelfRegistrationRecord] {
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
}
#endif
