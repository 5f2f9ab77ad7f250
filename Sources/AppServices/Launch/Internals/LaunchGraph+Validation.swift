extension LaunchGraph {
    /// Every descriptor problem, grouped by kind in the documented order.
    func validationProblems() -> [LaunchGraphProblem] {
        let order = topologicalOrder
        return duplicateProblems() + missingDependencyProblems() + failurePolicyProblems() + timeoutProblems()
            + laterPhaseProblems() + cycleProblems(order: order) + mainActorWaitProblems(order: order)
            + milestoneProblems()
    }

    private func duplicateProblems() -> [LaunchGraphProblem] {
        guard indexByID.count < descriptors.count else { return [] }
        // How often each identifier is registered, counted at its first registration.
        var counts = Array(repeating: 0, count: descriptors.count)
        for descriptor in descriptors {
            if let first = indexByID[descriptor.id] { counts[first] += 1 }
        }
        return descriptors.indices.compactMap { first in
            let count = counts[first]
            guard count > 1 else { return nil }
            let id = descriptors[first].id
            return LaunchGraphProblem(
                code: .duplicateIdentifier,
                tasks: [id],
                message: "task identifier '\(id)' is registered \(count) times; identifiers must be unique"
            )
        }
    }

    private func missingDependencyProblems() -> [LaunchGraphProblem] {
        // Only a task whose known dependencies are fewer than its listed ones can miss one.
        let incomplete = descriptors.indices.filter {
            descriptors[$0].dependencies.count > dependencyIndices.listLength(at: $0)
        }
        return incomplete.flatMap { index in
            let descriptor = descriptors[index]
            return descriptor.dependencies.filter { indexByID[$0] == nil }.map { missing in
                LaunchGraphProblem(
                    code: .missingDependency,
                    tasks: [descriptor.id, missing],
                    message: "task '\(descriptor.id)' depends on '\(missing)', but no task has that identifier"
                )
            }
        }
    }

    // Over positions, so each descriptor is read in place and a problem is made only for a culprit.
    private func failurePolicyProblems() -> [LaunchGraphProblem] {
        descriptors.indices.compactMap { index in
            guard !LaunchFailurePolicy.all.contains(descriptors[index].failurePolicy) else { return nil }
            let id = descriptors[index].id
            let known = LaunchFailurePolicy.all.map(\.name).joined(separator: ", ")
            return LaunchGraphProblem(
                code: .unknownFailurePolicy,
                tasks: [id],
                message: "task '\(id)' has the unknown failure policy '\(descriptors[index].failurePolicy)'; "
                    + "expected one of \(known)"
            )
        }
    }

    private func timeoutProblems() -> [LaunchGraphProblem] {
        descriptors.indices.compactMap { index in
            guard let timeout = descriptors[index].timeout, timeout <= .zero else { return nil }
            let id = descriptors[index].id
            return LaunchGraphProblem(
                code: .nonPositiveTimeout,
                tasks: [id],
                message: "task '\(id)' has a timeout of \(timeout); a timeout must be positive or nil"
            )
        }
    }

    private func laterPhaseProblems() -> [LaunchGraphProblem] {
        let later = descriptors.indices.filter { index in
            let phase = descriptors[index].phase
            return dependencyIndices[index].contains { descriptors[$0].phase > phase }
        }
        return later.flatMap { index in
            let task = descriptors[index]
            return dependencyIndices[index].map { descriptors[$0] }.filter { $0.phase > task.phase }.map { dependency in
                LaunchGraphProblem(
                    code: .dependencyOnLaterPhase,
                    tasks: [task.id, dependency.id],
                    message: "task '\(task.id)' (phase \(task.phase)) depends on '\(dependency.id)' of the later "
                        + "phase \(dependency.phase); move '\(dependency.id)' to \(task.phase) or earlier, or "
                        + "'\(task.id)' to \(dependency.phase) or later"
                )
            }
        }
    }

    /// One problem per main-actor task of a synchronous phase that reaches a background task
    /// through its dependencies, naming the chain to the nearest such task.
    private func mainActorWaitProblems(order: [Int]) -> [LaunchGraphProblem] {
        guard descriptors.indices.contains(where: { descriptors[$0].executor == .mainActor }) else { return [] }
        var via: [Int?] = Array(repeating: nil, count: descriptors.count)
        var problems: [(index: Int, problem: LaunchGraphProblem)] = []
        for index in order where descriptors[index].executor == .mainActor {
            via[index] = dependencyIndices[index].first { dependency in
                descriptors[dependency].executor == .background || via[dependency] != nil
            }
            guard let first = via[index], descriptors[index].phase.isSynchronous else { continue }
            var chain = [index, first]
            while descriptors[chain[chain.count - 1]].executor != .background, let next = via[chain[chain.count - 1]] {
                chain.append(next)
            }
            let ids = chain.map { descriptors[$0].id }
            let task = ids[0]
            let background = ids[ids.count - 1]
            let path = ids.map(\.rawValue).joined(separator: " -> ")
            let problem = LaunchGraphProblem(
                code: .mainActorWaitsForBackground,
                tasks: ids,
                message: "main-actor task '\(task)' runs inline in the synchronous phase \(descriptors[index].phase) "
                    + "but would wait for background task '\(background)' (\(path)); make '\(background)' a "
                    + "main-actor task or move '\(task)' to an asynchronous phase"
            )
            problems.append((index, problem))
        }
        return problems.sorted { $0.index < $1.index }.map(\.problem)
    }
}
