@_spi(AppServicesTools) package import AppServices
package import Foundation

extension InputFile {
    /// Reads an input file for a command: the library's guarded reader (no waiting on a FIFO, a size limit),
    /// its failure phrased as the command reports it.
    ///
    /// - Throws: ``InputOutputError`` saying `cannot read the file:` and why.
    package static func read(_ path: String, maximumByteCount: Int) throws(InputOutputError) -> Data {
        do {
            return try contents(of: path, maximumByteCount: maximumByteCount)
        } catch {
            throw InputOutputError(file: path, reason: "cannot read the file: \(error.reason)")
        }
    }
}
