@_spi(AppServicesTools) import AppServices
import Foundation

/// Why ``BoundedPropertyList`` refuses `text`, as its error describes itself; `nil` when it reads.
///
/// - Parameter text: A property list's text.
/// - Returns: The refusal's description, or `nil`.
func propertyListRefusal(_ text: String) -> String? {
    do {
        _ = try BoundedPropertyList.read(Data(text.utf8))
        return nil
    } catch {
        return error.description
    }
}
