/** The panel's messages: successes for the status region, failures for alerts (spec 000 §8). */
export const feedback = {
  newsAdded: 'Aktualność została dodana.',
  newsUpdated: 'Zmiany w aktualności zostały zapisane.',
  newsDeleted: 'Aktualność została usunięta.',
  fileAdded: 'Plik został dodany.',
  fileDeleted: 'Plik został usunięty.',
  addNewsFailed: 'Wystąpił błąd podczas dodawania aktualności. Spróbuj ponownie.',
  updateNewsFailed: 'Wystąpił błąd podczas aktualizacji aktualności. Spróbuj ponownie.',
  deleteNewsFailed: 'Wystąpił błąd podczas usuwania aktualności. Spróbuj ponownie.',
  deleteFileFailed: 'Wystąpił błąd podczas usuwania pliku. Spróbuj ponownie.',
  addFileFailed: 'Wystąpił błąd podczas przesyłania pliku.',
  /** Fallbacks for the red banner when the error says nothing more specific. */
  addNewsFallback: 'Nie udało się dodać aktualności',
  updateNewsFallback: 'Nie udało się zaktualizować aktualności',
  deleteNewsFallback: 'Nie udało się usunąć aktualności',
  addFileFallback: 'Nie udało się dodać pliku',
  deleteFileFallback: 'Nie udało się usunąć pliku',
  confirmDeleteNews: 'Czy na pewno chcesz usunąć tę aktualność? Zostanie usunięta na stałe, dla wszystkich użytkowników strony.',
  confirmDeleteFile: 'Czy na pewno chcesz usunąć ten plik z listy? Zostanie usunięty na stałe, dla wszystkich użytkowników strony.',
  emptyNews: 'Brak aktualności. Dodaj pierwszą aktualność!',
  emptyFiles: 'Nie dodano jeszcze żadnych plików.',
  invalidImageUrl: 'Adres obrazu musi być pełnym adresem zaczynającym się od http:// lub https://.',
} as const;
