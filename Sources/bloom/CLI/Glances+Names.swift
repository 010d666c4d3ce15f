import Glances

// The renderers live in the `Glances` library; these names keep the commands reading as before.
typealias JSON = Glances.JSON
typealias TextStyle = Glances.TextStyle
