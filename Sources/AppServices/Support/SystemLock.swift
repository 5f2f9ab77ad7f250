#if canImport(Darwin)
import os
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The system's lock behind ``Locked``, called directly: `os_unfair_lock` on Apple platforms, which is
/// what the Synchronization module's `Mutex` uses there, and a default `pthread_mutex_t` elsewhere.
///
/// A lock lives at a fixed address that its owner allocates; neither kind may move once used.
enum SystemLock {
    #if canImport(Darwin)
    /// The lock's storage.
    typealias Primitive = os_unfair_lock_s

    /// Makes the lock at `lock`, unlocked.
    static func initialize(_ lock: UnsafeMutablePointer<Primitive>) {
        lock.initialize(to: os_unfair_lock_s())
    }

    /// Takes the lock if it is free; returns whether it did.
    static func tryLock(_ lock: UnsafeMutablePointer<Primitive>) -> Bool {
        os_unfair_lock_trylock(lock)
    }

    /// Takes the lock, waiting until it is free.
    static func lock(_ lock: UnsafeMutablePointer<Primitive>) {
        os_unfair_lock_lock(lock)
    }

    /// Frees the lock, which the calling thread holds.
    static func unlock(_ lock: UnsafeMutablePointer<Primitive>) {
        os_unfair_lock_unlock(lock)
    }

    /// Ends the lock at `lock`, which nobody holds; its memory can then be freed.
    static func destroy(_ lock: UnsafeMutablePointer<Primitive>) {
        lock.deinitialize(count: 1)
    }
    #else
    // The same operations on a pthread mutex.
    typealias Primitive = pthread_mutex_t

    static func initialize(_ lock: UnsafeMutablePointer<Primitive>) {
        lock.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(lock, nil)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
    }

    static func tryLock(_ lock: UnsafeMutablePointer<Primitive>) -> Bool {
        pthread_mutex_trylock(lock) == 0
    }

    static func lock(_ lock: UnsafeMutablePointer<Primitive>) {
        pthread_mutex_lock(lock)
    }

    static func unlock(_ lock: UnsafeMutablePointer<Primitive>) {
        pthread_mutex_unlock(lock)
    }

    static func destroy(_ lock: UnsafeMutablePointer<Primitive>) {
        pthread_mutex_destroy(lock)
        lock.deinitialize(count: 1)
    }
    #endif
}
