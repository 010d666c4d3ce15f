import CycleCore
import DayModel

/// One month grid for everyone on the device: each profile's logged period days marked by its
/// initial in capitals, its predicted period days by its initial in lower case, in its colour.
package struct SharedCalendar {
    /// A profile's letter on the calendar and its colour.
    package struct Person {
        package let name: String
        package let letter: Character
        package let style: TextStyle
    }

    package let people: [Person]
    /// The people whose period is logged (`true`) or predicted (`false`) on each day.
    package private(set) var marks: [Day: [(person: Int, logged: Bool)]] = [:]

    /// The shared calendar of `overview` through `lastDay`, using each profile's calendar marks.
    package init(overview: Overview, through lastDay: Day) {
        let letters = SharedCalendar.letters(for: overview.profiles.map(\.name))
        people = zip(overview.profiles, letters).map { glance, letter in
            Person(name: glance.name, letter: letter, style: ProfileColour.style(glance.colour))
        }
        for (index, glance) in overview.profiles.enumerated() {
            let personal = CalendarMarks(day: glance.day, through: lastDay)
            for (day, mark) in personal.marks {
                switch mark {
                case .period: marks[day, default: []].append((index, true))
                case .predictedPeriod: marks[day, default: []].append((index, false))
                default: break
                }
            }
        }
    }

    /// The marks on `day`: one letter per person, capital when logged, lower case when predicted.
    package func symbols(on day: Day) -> [(symbol: String, style: TextStyle)] {
        (marks[day] ?? []).map { entry in
            let letter = people[entry.person].letter
            return (entry.logged ? String(letter).uppercased() : String(letter).lowercased(), people[entry.person].style)
        }
    }

    /// One distinct letter per name, in order: the overview and the shared calendar use the same.
    package static func letters(for names: [String]) -> [Character] {
        var used = Set<Character>()
        return names.map { name in
            let letter = SharedCalendar.letter(for: name, avoiding: used)
            used.insert(letter)
            return letter
        }
    }

    /// The first letter of the name not yet used (then any other letter of it, then a digit).
    package static func letter(for name: String, avoiding used: Set<Character>) -> Character {
        let letters = name.uppercased().filter(\.isLetter)
        for letter in letters where !used.contains(letter) { return letter }
        for digit in "123456789" where !used.contains(digit) { return digit }
        return "?"
    }

    /// "A Anna (a predicted) · S Sam (s predicted)".
    package var legend: String {
        people.map { "\($0.letter.uppercased()) \($0.name) (\($0.letter.lowercased()) predicted)" }.joined(separator: " · ")
    }
}
