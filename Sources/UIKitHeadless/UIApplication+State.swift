extension UIApplication {
    /// The running states of an app, as `applicationState` reports them.
    ///
    /// Raw values as in `UIApplication.h` (`UIApplicationState`, `NS_ENUM(NSInteger)`). "Not running" and
    /// "suspended" are not values of this type: a suspended app runs no code, so it cannot ask.
    public enum State: Int, Sendable {
        /// In the foreground and receiving events.
        case active = 0
        /// In the foreground but not receiving events (launching, interrupted, or moving between states).
        case inactive = 1
        /// In the background, running code.
        case background = 2
    }
}
