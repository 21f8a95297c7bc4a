/** The import's refusals, in English; the catalogue (i18n/screens/import.ts) has them in Spanish too. */
export const IMPORT_MESSAGES = {
  chooseFile: "Please choose a CSV or XLSX file to import",
  fileTooLarge: "The file is too large: at most 10 MB can be imported at once",
  tooManyRows: "The file has too many rows: at most 10,000 churches can be imported at once",
  unreadable: "The file could not be read as CSV or XLSX",
  noRows: "The file has a header row but no churches",
  notFound: "This import was not found",
  wrongStep: "This import is not at that step any more",
  undoExpired: "An import can be undone for 30 days only",
  churchNotFound: "No church has this id",
  interrupted: "The import was interrupted (the server restarted); upload the file again",
  failed: "The import stopped on an unexpected error",
} as const;
