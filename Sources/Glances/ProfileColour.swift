/// The terminal colour closest to a profile's palette colour (the initial carries the meaning
/// without colour).
package enum ProfileColour {
    package static func style(_ colour: String) -> TextStyle {
        switch colour {
        case "rose", "coral", "plum": .red
        case "peach", "amber": .yellow
        case "mint": .green
        case "teal", "sky": .cyan
        case "lavender": .magenta
        default: .blue
        }
    }
}
