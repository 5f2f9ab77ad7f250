import AppServicesSections

#if canImport(Darwin)
import MachO
#endif

/// The protocol-conformance sections of the loaded images, read for ``ConformanceIndex``.
///
/// What is verified where: the ELF path (through the Swift runtime's `swift_enumerateAllMetadataSections`, which lists
/// every image's `swift5_protocol_conformances` section) is built and tested on Linux. The Mach-O path reads
/// `__TEXT,__swift5_proto` of every loaded image outside the dyld shared cache with `getsectiondata` (the shared cache
/// holds only system libraries, which cannot conform a type to this library's protocols); it is type-checked against
/// the iOS SDK, not run. Other object formats have no reader, and the index leaves every question to the runtime there.
enum ConformanceSections {
    /// A number that changes when an image is loaded or unloaded, or -1 where no reader exists.
    static func imageCount() -> Int {
        #if canImport(Darwin)
        Int(_dyld_image_count())
        #else
        appservices_image_count()
        #endif
    }

    /// Passes every record whose protocol is one of `protocols` (descriptors sorted by address) to `reader`.
    static func visit(protocols: [UnsafeRawPointer], into reader: inout ConformanceRecordReader) {
        let visit: appservices_conformance_visitor = { record, context in
            context?.assumingMemoryBound(to: ConformanceRecordReader.self).pointee.read(record.pointee)
        }
        protocols.withUnsafeBufferPointer { list in
            guard let base = list.baseAddress else { return }
            withUnsafeMutablePointer(to: &reader) { context in
                #if canImport(Darwin)
                visitMachOImages(base, list.count, visit, context)
                #else
                _ = appservices_visit_all_conformances(base, list.count, visit, context)
                #endif
            }
        }
    }
}
