// Spanish copy of the first screen (search, header, loading and later-step placeholders).
import type { FirstScreenCatalog } from '../catalog.js';

export const esFirstScreen: FirstScreenCatalog = {
  'app.label': 'Conecta tu cuenta',
  'app.stepLoading': 'Cargando…',
  'app.stepLoadFailed': 'No se pudo cargar esta pantalla. Revisa tu conexión e inténtalo de nuevo.',
  'app.tryAgain': 'Intentar de nuevo',

  'header.close': 'Cerrar',
  'app.secured': 'Conexión segura por ponte',
  'header.back': 'Volver',

  'loading.heading': 'Preparando todo',

  'search.heading': 'Elige tu institución',
  'search.label': 'Busca tu banco o institución',
  'search.placeholder': 'Nombre de la institución',
  'search.listLabel': 'Instituciones',
  'search.empty': 'No se encontró ninguna institución para “{query}”.',
  'search.emptyHint': 'Revisa cómo está escrito o prueba con otro nombre.',
  'search.popular': 'Populares',
  'search.business': 'Empresas',
  'search.results.one': '{count} institución encontrada',
  'search.results.other': '{count} instituciones encontradas',
  'search.unstable': 'Puede estar inestable',
  'search.offline': 'No disponible en este momento',
  'closeConfirm.heading': '¿Salir antes de que termine?',
  'closeConfirm.body': 'La conexión con {connector} sigue en la institución aunque salgas.',
  'closeConfirm.stay': 'Seguir esperando',
};
