/// Routes an understood message to the capability that answers its intent.
enum Handlers {
    static func answer(context: inout AnswerContext) -> AnswerOutput {
        guard let capability = CapabilityRegistry.capability(for: context.intent) else {
            // Start-up checks every intent has a capability; this is never reached with the
            // shipped data.
            return AnswerOutput(key: .outOfScope, rememberIntent: false)
        }
        return capability.answer(&context)
    }
}
