import Foundation

extension LaunchReport {
    /// The report as an SVG timeline a person reads at a glance.
    ///
    /// One row per lane (the main actor, each background lane, and "not run" for skipped tasks), each task a bar
    /// coloured by outcome and labelled with its identifier (the full details in its tooltip), the critical path
    /// outlined in black and joined by a dashed line, phase starts and reached milestones as vertical lines (blue and
    /// purple), a time axis in milliseconds and a legend. The title counts the tasks still pending on a milestone; each
    /// is named in a line below the legend.
    ///
    /// ```swift
    /// try report.svgTimeline().write(to: URL(fileURLWithPath: "launch.svg"), atomically: true, encoding: .utf8)
    /// ```
    ///
    /// - Parameter width: The image's width in pixels.
    /// - Returns: The SVG document.
    public func svgTimeline(width: Int = 1200) -> String {
        let layout = LaunchTimelineLayout(report: self, width: Double(max(width, 400)))
        let parts: [[String]] = [
            [layout.header], layout.laneRows(), layout.axis(), layout.markers(), layout.taskBars(),
            layout.criticalPathLine(), layout.legend(), layout.pendingLine(), ["</svg>"],
        ]
        return parts.joined().joined(separator: "\n") + "\n"
    }
}

/// Geometry and drawing of ``LaunchReport/svgTimeline(width:)``.
private struct LaunchTimelineLayout {
    let report: LaunchReport
    let width: Double
    let labelWidth = 110.0
    let top = 66.0
    let laneHeight = 28.0
    let scale: Double
    let rows: Int
    /// ``LaunchReport/laneCount``, computed once: it looks at every task.
    let laneCount: Int

    init(report: LaunchReport, width: Double) {
        self.report = report
        self.width = width
        let span = max(Self.end(of: report).milliseconds, 0.001)
        scale = (width - labelWidth - 20) / span
        let lanes = report.laneCount
        (laneCount, rows) = (lanes, lanes + (report.tasks.contains { !(0..<lanes).contains($0.lane ?? -1) } ? 1 : 0))
    }

    /// The row a task is drawn on: its lane, or the last row for a task that never ran (or, in a report built
    /// in code, ran on a lane out of range).
    private func row(of task: LaunchTaskRecord) -> Int {
        task.lane.flatMap { (0..<laneCount).contains($0) ? $0 : nil } ?? laneCount
    }

    var height: Double { top + Double(rows) * laneHeight + (report.pendingTasks.isEmpty ? 70 : 88) }

    /// The end of the drawn time: the wall time, or the last milestone reached if it came later.
    private static func end(of report: LaunchReport) -> Duration {
        report.milestones.lazy.compactMap(\.reached).reduce(report.wallTime, max)
    }

    var header: String {
        let title =
            "Launch: \(report.tasks.count) tasks, wall \(format(report.wallTime.milliseconds)) ms, "
            + "work \(format(report.totalWork.milliseconds)) ms, critical path "
            + "\(format(report.criticalPathDuration.milliseconds)) ms"
            + (report.pendingTasks.isEmpty ? "" : ", \(report.pendingTasks.count) pending on milestones")
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(height))" \
            font-family="Helvetica, Arial, sans-serif" font-size="11">
            <rect width="100%" height="100%" fill="#ffffff"/>
            <text x="8" y="18" font-size="14" font-weight="bold">\(escape(title))</text>
            """
    }

    func laneRows() -> [String] {
        (0..<rows).map { row in
            let y = laneY(row)
            let fill = row.isMultiple(of: 2) ? "#f4f4f4" : "#ffffff"
            return "<rect x=\"0\" y=\"\(format(y))\" width=\"\(format(width))\" height=\"\(format(laneHeight))\" "
                + "fill=\"\(fill)\"/><text x=\"8\" y=\"\(format(y + laneHeight / 2 + 4))\">"
                + "\(escape(report.laneName(row, laneCount: laneCount)))</text>"
        }
    }

    func axis() -> [String] {
        let y = laneY(rows) + 4
        let end = Self.end(of: report).milliseconds
        let step = tickStep(for: end)
        var lines = [
            "<line x1=\"\(format(labelWidth))\" y1=\"\(format(y))\" x2=\"\(format(width - 20))\" y2=\"\(format(y))\" stroke=\"#333\"/>"
        ]
        var tick = 0.0
        while tick <= end + step / 2 {
            let x = labelWidth + tick * scale
            lines.append(
                "<line x1=\"\(format(x))\" y1=\"\(format(y))\" x2=\"\(format(x))\" y2=\"\(format(y + 5))\" stroke=\"#333\"/>"
                    + "<text x=\"\(format(x))\" y=\"\(format(y + 17))\" text-anchor=\"middle\">\(String(format: "%g", tick)) ms</text>"
            )
            tick += step
        }
        return lines
    }

    /// A dashed line at each phase's start (blue) and each reached milestone (purple), labelled; a label
    /// that would overlap an earlier one moves up to a free row, of three.
    func markers() -> [String] {
        let phases = report.phases.map { (time: $0.start, label: $0.phase.rawValue, colour: "#1565c0") }
        let milestones = report.milestones.compactMap { milestone in
            milestone.reached.map { (time: $0, label: milestone.milestone.rawValue, colour: Self.milestoneColour) }
        }
        var rowEnds = [Double](repeating: -.infinity, count: 3)
        return (phases + milestones).sorted { $0.time < $1.time }.map { marker in
            let x = self.x(marker.time)
            let row = rowEnds.firstIndex { $0 < x } ?? rowEnds.indices.min { rowEnds[$0] < rowEnds[$1] }!
            rowEnds[row] = x + 3 + Double(marker.label.count) * 6.5
            let textY = top - 3 - Double(row) * 14
            return
                "<line x1=\"\(format(x))\" y1=\"\(format(textY - 10))\" x2=\"\(format(x))\" y2=\"\(format(laneY(rows)))\" "
                + "stroke=\"\(marker.colour)\" stroke-dasharray=\"4 3\"/><text x=\"\(format(x + 3))\" y=\"\(format(textY))\" "
                + "fill=\"\(marker.colour)\">\(escape(marker.label))</text>"
        }
    }

    func taskBars() -> [String] {
        let critical = Set(report.criticalPath)
        return report.tasks.enumerated().map { index, task in
            let row = row(of: task)
            let (x, y, barWidth) = (self.x(task.start), laneY(row) + 4, max(2, task.duration.milliseconds * scale))
            let onPath = critical.contains(task.id)
            let stroke = onPath ? " stroke=\"#000000\" stroke-width=\"2.5\" class=\"critical\"" : ""
            var tooltip =
                "\(task.id) (\(task.phase), \(task.executor)): \(task.outcome), "
                + "\(format(task.duration.milliseconds)) ms"
            if let error = task.error { tooltip += ", \(error)" }
            if !task.milestones.isEmpty {
                tooltip +=
                    ", waited \(format(task.milestoneWait.milliseconds)) ms for \(task.milestones.map(\.rawValue).joined(separator: ", "))"
            }
            if onPath { tooltip += ", on the critical path" }
            return """
                <g><title>\(escape(tooltip))</title><clipPath id="clip\(index)"><rect x="\(format(x))" \
                y="\(format(y))" width="\(format(barWidth))" height="\(format(laneHeight - 8))"/></clipPath>\
                <rect x="\(format(x))" y="\(format(y))" width="\(format(barWidth))" height="\(format(laneHeight - 8))" \
                rx="2" fill="\(Self.colour(task.outcome))"\(stroke)/><text x="\(format(x + 3))" \
                y="\(format(y + laneHeight / 2))" clip-path="url(#clip\(index))" fill="#ffffff">\(escape(task.id.rawValue))</text></g>
                """
        }
    }

    func criticalPathLine() -> [String] {
        var records: [LaunchTaskIdentifier: LaunchTaskRecord] = [:]
        for task in report.tasks where records[task.id] == nil { records[task.id] = task }
        let points = report.criticalPath.compactMap { records[$0] }.map { task in
            "\(format(x(task.start) + max(2, task.duration.milliseconds * scale) / 2)),"
                + "\(format(laneY(row(of: task)) + laneHeight - 6))"
        }
        guard points.count > 1 else { return [] }
        return [
            "<polyline class=\"critical-path\" points=\"\(points.joined(separator: " "))\" fill=\"none\" "
                + "stroke=\"#000000\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\"/>"
        ]
    }

    func legend() -> [String] {
        let y = laneY(rows) + 40
        var x = labelWidth
        var items: [String] = []
        for outcome in LaunchTaskOutcome.allCases {
            items.append(
                "<rect x=\"\(format(x))\" y=\"\(format(y))\" width=\"12\" height=\"12\" fill=\"\(Self.colour(outcome))\"/>"
                    + "<text x=\"\(format(x + 16))\" y=\"\(format(y + 10))\">\(outcome.rawValue)</text>")
            x += 95
        }
        items.append(
            "<rect x=\"\(format(x))\" y=\"\(format(y))\" width=\"12\" height=\"12\" fill=\"none\" stroke=\"#000000\" "
                + "stroke-width=\"2.5\"/><text x=\"\(format(x + 16))\" y=\"\(format(y + 10))\">critical path</text>")
        return items
    }

    /// The line naming the tasks still pending on milestones, below the legend; none when no task is.
    func pendingLine() -> [String] {
        guard !report.pendingTasks.isEmpty else { return [] }
        let names = report.pendingTasks.map(\.rawValue).joined(separator: ", ")
        return [
            "<text class=\"pending\" x=\"\(format(labelWidth))\" y=\"\(format(laneY(rows) + 70))\" "
                + "fill=\"\(Self.milestoneColour)\">\(escape("pending on milestones: \(names)"))</text>"
        ]
    }

    /// The colour of milestone markers and of the pending tasks' line.
    private static let milestoneColour = "#8e24aa"

    private func laneY(_ row: Int) -> Double { top + Double(row) * laneHeight }

    private func x(_ time: Duration) -> Double { labelWidth + time.milliseconds * scale }

    private func tickStep(for span: Double) -> Double {
        var step = 0.001
        while span / step > 10 {
            for factor in [2.0, 2.5, 2.0] where span / step > 10 { step *= factor }
        }
        return step
    }

    private static func colour(_ outcome: LaunchTaskOutcome) -> String {
        switch outcome {
        case .succeeded: "#2e7d32"
        case .failed: "#c62828"
        case .timedOut: "#ef6c00"
        case .skipped: "#9e9e9e"
        case .cancelled: "#6a1b9a"
        }
    }

    /// `value` with one decimal, as `%.1f` writes it; whole tenths are counted in integers, since a timeline
    /// of 40,000 tasks formats half a million numbers and `String(format:)` costs microseconds each.
    private func format(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        guard abs(tenths) < 1e15, let whole = Int(exactly: tenths) else { return String(format: "%.1f", value) }
        let magnitude = whole.magnitude
        return "\(whole < 0 ? "-" : "")\(magnitude / 10).\(magnitude % 10)"
    }

    /// The text as XML character data: markup characters as entities, and characters XML 1.0 does not
    /// allow (control characters, U+FFFE, U+FFFF) shown escaped as `\u{1}`.
    private func escape(_ text: String) -> String {
        var escaped = ""
        for character in text.escapingControlCharacters {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
