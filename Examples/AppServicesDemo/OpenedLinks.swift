import AppServices
import Foundation

/// The links the deep-link service opened, as it announced them on the bus; the demo checks its story with them.
@MainActor
final class OpenedLinks {
    private(set) var urls: [URL] = []
    private var subscription: EventSubscription?

    init() {
        subscription = Demo.bus.subscribe(to: DeepLinkOpened.self, target: self) { links, event in
            links.urls.append(event.url)
        }
    }
}
