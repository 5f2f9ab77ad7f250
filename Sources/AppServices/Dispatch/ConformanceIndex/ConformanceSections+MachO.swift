#if canImport(Darwin)
import AppServicesSections
import MachO

extension ConformanceSections {
    /// Visits the `__TEXT,__swift5_proto` section of every loaded image outside the dyld shared cache.
    static func visitMachOImages(
        _ protocols: UnsafePointer<UnsafeRawPointer>,
        _ count: Int,
        _ visit: appservices_conformance_visitor,
        _ context: UnsafeMutableRawPointer
    ) {
        for index in 0..<_dyld_image_count() {
            guard let header = _dyld_get_image_header(index), header.pointee.flags & UInt32(MH_DYLIB_IN_CACHE) == 0
            else { continue }
            var size: UInt = 0
            let header64 = UnsafeRawPointer(header).assumingMemoryBound(to: mach_header_64.self)
            guard let start = getsectiondata(header64, "__TEXT", "__swift5_proto", &size) else { continue }
            appservices_visit_conformance_section(start, Int(size), protocols, count, visit, context)
        }
    }
}
#endif
