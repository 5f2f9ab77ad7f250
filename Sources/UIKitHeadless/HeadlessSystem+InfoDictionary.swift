// The app's Info.plist, as code running in the app reads it from its main bundle.
extension HeadlessSystem {
    /// What `Bundle.main.infoDictionary` answers in the app: ``Options/infoDictionary`` of the system that is
    /// acting, else of the system that acted last; empty before any system exists.
    ///
    /// Code that reads a key of the app's Info.plist, such as an SDK's switch, reads it here off Apple platforms.
    public static var mainBundleInfoDictionary: [String: Any] {
        (HeadlessActing.system ?? UIApplication.current?.system)?.options.infoDictionary ?? [:]
    }
}
