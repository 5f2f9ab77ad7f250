import Foundation
import SwiftSyntax

extension Migration {
    /// The plan's lines for the CarPlay methods that move, each to its delegate's service.
    func carPlayMoves(_ moves: [CarPlayDelegateMove]) -> [MigrationPlan.Move] {
        moves.flatMap { move in
            move.methods.map { method in
                let source = sources[move.fileIndex]
                return MigrationPlan.Move(
                    position: source.position(of: method.member), method: method.title, service: move.serviceName,
                    capabilities: [method.capability],
                    order: [move.fileIndex, method.member.positionAfterSkippingLeadingTrivia.utf8Offset])
            }
        }
    }

    /// What becomes of each CarPlay delegate: the scene delegate it is now, or why it stays.
    func carPlayNotes(_ moves: [CarPlayDelegateMove], kept: [CarPlayDelegateMove.Kept]) -> [MigrationPlan.Note] {
        moves.map { move in
            note(
                sources[move.fileIndex], move.fileIndex, move.declaration,
                "\(move.name): now a ServicesCarPlaySceneDelegate that gives each CarPlay scene a \(move.serviceName); "
                    + "add the AppServicesCarPlay product to the app's target")
        } + kept.map { note(sources[$0.fileIndex], $0.fileIndex, $0.declaration, $0.reason) }
    }

    /// `text` with `move`'s delegate declaration replaced by the scene delegate it becomes, without the extensions
    /// that moved to the service, importing the products.
    static func replacingDelegate(in text: String, _ move: CarPlayDelegateMove) -> String {
        var text = text.replacingOccurrences(of: move.declaration.trimmedDescription, with: move.delegateText)
        for declaration in move.extensions {
            text = text.replacingOccurrences(of: declaration.description, with: "\n")
        }
        while text.hasSuffix("\n\n") { text.removeLast() }
        for module in ["AppServicesCarPlay", "AppServices"] where !text.contains("import \(module)\n") {
            text = "import \(module)\n" + text
        }
        return text
    }
}
