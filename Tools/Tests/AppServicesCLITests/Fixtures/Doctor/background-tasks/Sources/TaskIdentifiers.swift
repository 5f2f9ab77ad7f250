enum TaskIdentifiers {
    static let refresh = "com.example.photos.refresh"
    static let thumbnails = "com.example.photos.thumbnails"
}
