/**
 * The embeddable finder (web/src/embed, docs/product/embed.md) and the page that hands out its snippet
 * (/embed, features/embed). English first, the Spanish beside it with the same keys. The finder imports this
 * file alone (package export "@app/shared/i18n/embed"), not the catalogues: its bundle stays small.
 */
import type { PartialCatalogue } from "../es.ts";

/** The finder's own words, shown on other sites. Placeholders are i18next's `{{name}}`. */
export const embedFinderEn = {
  title: "Find a church",
  search: "Search",
  searchPlaceholder: "Church, town or pastor",
  state: "State",
  allStates: "All states",
  language: "Worship language",
  allLanguages: "All languages",
  near: "Near",
  nearPlaceholder: "ZIP code or town, ST",
  nearSubmit: "Go",
  nearMe: "Near me",
  locating: "Finding where you are...",
  locateFailed: "Your location is not available. Type a ZIP code or a town instead.",
  placeNotFound:
    "No place called {{place}} was found. Try a ZIP code or a town with its state (Springfield, IL).",
  nearPlace: "Nearest to {{place}} first",
  nearYou: "Nearest to you first",
  clearPlace: "Clear",
  loading: "Loading churches...",
  count_one: "{{count}} church",
  count_other: "{{count}} churches",
  empty: "No church matches. Try another search or filter.",
  failed: "The churches could not be loaded.",
  retry: "Try again",
  more: "Show more",
  highlighted: "Our church",
  distance: "{{miles}} mi",
  worship: "Worship: {{languages}}",
  openMap: "Open the map",
  fullDirectory: "The whole directory",
  newTab: "(opens in a new tab)",
};

export const embedFinderEs: PartialCatalogue<typeof embedFinderEn> = {
  title: "Encuentre una iglesia",
  search: "Buscar",
  searchPlaceholder: "Iglesia, ciudad o pastor",
  state: "Estado",
  allStates: "Todos los estados",
  language: "Idioma de culto",
  allLanguages: "Todos los idiomas",
  near: "Cerca de",
  nearPlaceholder: "Código postal o ciudad, ST",
  nearSubmit: "Ir",
  nearMe: "Cerca de mí",
  locating: "Buscando dónde está...",
  locateFailed: "Su ubicación no está disponible. Escriba un código postal o una ciudad.",
  placeNotFound:
    "No se encontró ningún lugar llamado {{place}}. Pruebe con un código postal o una ciudad con su estado (Springfield, IL).",
  nearPlace: "Primero las más cercanas a {{place}}",
  nearYou: "Primero las más cercanas a usted",
  clearPlace: "Quitar",
  loading: "Cargando iglesias...",
  count_one: "{{count}} iglesia",
  count_other: "{{count}} iglesias",
  empty: "Ninguna iglesia coincide. Pruebe otra búsqueda u otro filtro.",
  failed: "No se pudieron cargar las iglesias.",
  retry: "Reintentar",
  more: "Ver más",
  highlighted: "Nuestra iglesia",
  distance: "{{miles}} mi",
  worship: "Culto: {{languages}}",
  openMap: "Abrir el mapa",
  fullDirectory: "Todo el directorio",
  newTab: "(se abre en una pestaña nueva)",
};

/** /embed: "Put the finder on your site" (features/embed/EmbedPage.tsx). */
export const embedPageEn = {
  eyebrow: "Open data",
  openDataLink: "Put the finder on your site",
  openDataText:
    "A compact church finder for your church's or denomination's website: search, filters, nearest first, links to each church's page.",
  snippetTitle: "The snippet",
  snippetText:
    "Paste these two lines where the finder should appear. They load one small script from this site; the finder sets no cookies and keeps to its own styles.",
  snippetLabel: "The finder's snippet",
  copy: "Copy the snippet",
  copied: "Copied",
  copyFailed: "Copying failed: select the snippet and copy it by hand.",
  optionsTitle: "Options",
  optionsText:
    "Choose them here and the snippet follows; they are the data attributes of the <church-finder> element.",
  optionLanguage: "Language",
  optionChurch: "Highlighted church (its number, from its page's address)",
  optionNear: "Start near (a ZIP code or a town with its state)",
  optionState: "Only one state (two letters)",
  themeTitle: "Colours and fonts",
  themeText:
    "The finder reads these CSS custom properties from your page; set them on church-finder or on any element around it.",
  themeAccent: "links, buttons and the highlighted church",
  themeText2: "the text",
  themeBackground: "the background",
  themeRadius: "the corners",
  themeFont: "the font (your page's font: inherit)",
  cspTitle: "Strict Content-Security-Policy",
  cspText:
    "If your site sends a Content-Security-Policy, allow this site in script-src and connect-src. The finder needs no inline script and no inline style.",
  previewTitle: "Preview",
  previewText: "The finder as your visitors will see it, with the options above.",
};

export const embedPageEs: PartialCatalogue<typeof embedPageEn> = {
  eyebrow: "Datos abiertos",
  openDataLink: "Ponga el buscador en su sitio",
  openDataText:
    "Un buscador de iglesias compacto para el sitio web de su iglesia o denominación: búsqueda, filtros, las más cercanas primero y enlaces a la página de cada iglesia.",
  snippetTitle: "El fragmento",
  snippetText:
    "Pegue estas dos líneas donde deba aparecer el buscador. Cargan un pequeño script de este sitio; el buscador no usa cookies y mantiene sus propios estilos.",
  snippetLabel: "El fragmento del buscador",
  copy: "Copiar el fragmento",
  copied: "Copiado",
  copyFailed: "No se pudo copiar: seleccione el fragmento y cópielo a mano.",
  optionsTitle: "Opciones",
  optionsText:
    "Elíjalas aquí y el fragmento cambia con ellas; son los atributos data del elemento <church-finder>.",
  optionLanguage: "Idioma",
  optionChurch: "Iglesia destacada (su número, de la dirección de su página)",
  optionNear: "Empezar cerca de (un código postal o una ciudad con su estado)",
  optionState: "Solo un estado (dos letras)",
  themeTitle: "Colores y tipografía",
  themeText:
    "El buscador lee estas propiedades personalizadas de CSS de su página; defínalas en church-finder o en cualquier elemento que lo contenga.",
  themeAccent: "enlaces, botones y la iglesia destacada",
  themeText2: "el texto",
  themeBackground: "el fondo",
  themeRadius: "las esquinas",
  themeFont: "la tipografía (la de su página: inherit)",
  cspTitle: "Content-Security-Policy estricta",
  cspText:
    "Si su sitio envía una Content-Security-Policy, permita este sitio en script-src y connect-src. El buscador no necesita scripts ni estilos en línea.",
  previewTitle: "Vista previa",
  previewText: "El buscador tal como lo verán sus visitantes, con las opciones de arriba.",
};
