// The parsed form of a template variant. Built once when the library loads; rendering walks it
// without looking at the source text again.

/// A piece of a parsed template.
indirect enum TemplateNode: Sendable {
    /// Text shown as written.
    case text(String)
    /// `{{path|filter}}`: a value shown as text.
    case output(TemplateExpression)
    /// `{{#if}}…{{#elif}}…{{#else}}…{{/if}}` or `{{#unless}}`: the first branch whose condition
    /// holds, else `otherwise`.
    case conditional(branches: [TemplateBranch], otherwise: [TemplateNode])
    /// `{{#each source as name}}…{{#else}}…{{/each}}`: `body` once per item, bound at `slot`;
    /// `empty` when the list is empty or null.
    case each(source: TemplateExpression, slot: Int, body: [TemplateNode], empty: [TemplateNode])
    /// `{{#with source as name}}…{{#else}}…{{/with}}`: `body` with the value bound at `slot`;
    /// `otherwise` when it is null or missing.
    case with(source: TemplateExpression, slot: Int, body: [TemplateNode], otherwise: [TemplateNode])
}

/// One `{{#if}}` or `{{#elif}}` branch.
struct TemplateBranch: Sendable {
    let condition: TemplateCondition
    let body: [TemplateNode]
}

/// A value path followed by filters: `next|relative`, `tips|count`, `name|default:"you"`.
/// (A class, so that rendering passes it around without copying its parts.)
final class TemplateExpression: Sendable {
    let path: TemplatePath
    let filters: [TemplateFilter]
    let location: TemplateLocation

    init(path: TemplatePath, filters: [TemplateFilter], location: TemplateLocation) {
        self.path = path
        self.filters = filters
        self.location = location
    }
}

/// Where a value comes from, resolved when the template is parsed.
struct TemplatePath: Sendable {
    /// The first part of the path.
    enum Base: Sendable {
        /// A name in the values the template is rendered with.
        case root(String)
        /// The value bound by an enclosing `{{#each}}` or `{{#with}}`, by nesting depth.
        case local(slot: Int)
        /// `@index`, `@number`, `@first` or `@last` of the `{{#each}}` at `slot`.
        case loop(TemplateLoopVariable, slot: Int)
    }

    /// A step after the first part: an object member, or a list position for a number.
    enum Member: Sendable {
        case name(String)
        case index(Int)
    }

    let base: Base
    let members: [Member]
    /// The path as written, for messages.
    let text: String
}

/// The variables `{{#each}}` provides besides the item.
enum TemplateLoopVariable: String, Sendable, CaseIterable {
    case index = "@index"
    case number = "@number"
    case first = "@first"
    case last = "@last"
}

/// A condition of `{{#if}}`, `{{#elif}}` or `{{#unless}}`.
indirect enum TemplateCondition: Sendable {
    /// `PATH`: the value is truthy.
    case truthy(TemplateOperand)
    /// `not …`
    case not(TemplateCondition)
    /// `a == b`, `a < b`, …
    case compare(TemplateOperand, TemplateComparison, TemplateOperand, TemplateLocation)
    /// `… and …`: all hold (tested left to right, stopping at the first that fails).
    case all([TemplateCondition])
    /// `… or …`: any holds (tested left to right, stopping at the first that holds).
    case any([TemplateCondition])
}

/// One side of a comparison.
enum TemplateOperand: Sendable {
    /// A number, quoted text, `true`, `false` or `null`.
    case literal(TemplateValue)
    /// A value path with optional filters.
    case expression(TemplateExpression)
}

/// A comparison operator.
enum TemplateComparison: String, Sendable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
}
