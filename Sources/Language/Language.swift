/// The Language module reads and writes people's text: it normalises what they type, finds
/// days, numbers and units in it, and renders the templates answers are written in.
package enum LanguageModule {}
