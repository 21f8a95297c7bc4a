// The directory's cards, filters and forms name languages with these; they live in lib/languages.ts so that the
// map's popup, which may not import the directory, names them the same way.
export { languageList, languageName, showsLanguages } from "../../lib/languages";
