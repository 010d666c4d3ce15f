import Glances

// The renderers live in the `Glances` library; these names keep commands that do not import it
// reading as before (JSON output, colours, sparklines and month grids).
typealias TextStyle = Glances.TextStyle
typealias Sparkline = Glances.Sparkline
typealias MonthGrid = Glances.MonthGrid
