import AppServices

enum BankCatalog {
    static let services: [ServiceEntry] = [
        ServiceEntry("session", priority: 100) { _ in SessionService() },
        ServiceEntry("fraud-alerts", dependencies: ["session"]) { _ in FraudAlerts() },
        ServiceEntry("feature-flags") { _ in FeatureFlags(defaults: [:]) },
        ServiceEntry("savings-goals", isEnabledByDefault: false) { _ in SavingsGoals() },
    ]
}
