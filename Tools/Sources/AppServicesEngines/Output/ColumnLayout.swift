/// Lays out rows of cells as aligned text columns for the tool's text output.
enum ColumnLayout {
    /// How a column's cells line up.
    enum Alignment {
        /// Padded on the right, for names.
        case left
        /// Padded on the left, for numbers.
        case right
    }

    /// The rows as lines, each cell padded to its column's widest cell and separated by two spaces, `indent` spaces
    /// first, no trailing spaces; rows may be shorter than `alignments`, missing alignments being `.left`.
    static func lines(_ rows: [[String]], alignments: [Alignment] = [], indent: Int = 2) -> [String] {
        let columnCount = rows.map(\.count).max() ?? 0
        let widths = (0..<columnCount).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return rows.map { row in
            let cells = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                let alignment = column < alignments.count ? alignments[column] : .left
                return alignment == .right ? padding + cell : cell + padding
            }
            let line = String(repeating: " ", count: indent) + cells.joined(separator: "  ")
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
    }
}
