@_spi(AppServicesTools) import AppServices
import Foundation

extension Int64 {
    /// This many nanoseconds in milliseconds with one decimal, such as `12.5 ms`.
    var millisecondsText: String {
        String(format: "%.1f ms", Double(self) / 1_000_000)
    }
}

extension Duration {
    /// The duration of a finite, non-negative number of milliseconds, to the nearest microsecond.
    package static func milliseconds(exactly milliseconds: Double) -> Duration {
        .microseconds(Int64((milliseconds * 1_000).rounded()))
    }
}
