import Foundation
import Testing

/// `doctor` on an app with CarPlay scenes: what CarPlay accepts in the scene manifest (its own scene classes, a
/// CarPlay scene delegate, the dashboard switched on), and a note for the entitlement no Info.plist holds.
@Suite struct DoctorCarPlayTests {
    @Test func aWellConfiguredCarPlayAppGetsOnlyTheEntitlementNote() throws {
        let (status, result) = try DoctorFixture.result("carplay")
        #expect(status == 0)
        #expect(result.findings.map(\.code) == ["carPlayEntitlementUnchecked"])
        #expect(result.findings.first?.severity == "note")
    }

    @Test func aWindowSceneClassOrDelegateUnderACarPlayRoleAndAnUnsetDashboardAreNamed() throws {
        let (status, result) = try DoctorFixture.result("carplay-misconfigured")
        #expect(status == 1)
        let codes = result.findings.map(\.code)
        #expect(
            Set(codes) == [
                "carPlaySceneClass", "carPlaySceneDelegate", "carPlayDashboardNotEnabled",
                "carPlayEntitlementUnchecked",
            ])
        #expect(codes.count == 4)
        let sceneClass = try #require(result.findings.first { $0.code == "carPlaySceneClass" })
        #expect(sceneClass.severity == "error")
        #expect(sceneClass.message.contains("'UIWindowScene'"))
        #expect(sceneClass.message.contains("CPTemplateApplicationScene"))
        let delegate = try #require(result.findings.first { $0.code == "carPlaySceneDelegate" })
        #expect(delegate.severity == "error")
        #expect(delegate.message.contains("RouteSceneDelegate"))
        #expect(delegate.message.contains("ServicesCarPlaySceneDelegate"))
        #expect(result.findings.first { $0.code == "carPlayDashboardNotEnabled" }?.severity == "warning")
    }
}
