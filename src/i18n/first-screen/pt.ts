// Brazilian Portuguese copy of the first screen (search, header, loading and later-step placeholders).
import type { FirstScreenCatalog } from '../catalog.js';

export const ptFirstScreen: FirstScreenCatalog = {
  'app.label': 'Conecte sua conta',
  'app.stepLoading': 'Carregando…',
  'app.stepLoadFailed': 'Não foi possível carregar esta tela. Verifique sua conexão e tente de novo.',
  'app.tryAgain': 'Tentar de novo',

  'header.close': 'Fechar',
  'app.secured': 'Conexão segura por ponte',
  'header.back': 'Voltar',

  'loading.heading': 'Preparando tudo',

  'search.heading': 'Escolha sua instituição',
  'search.label': 'Busque seu banco ou instituição',
  'search.placeholder': 'Nome da instituição',
  'search.listLabel': 'Instituições',
  'search.empty': 'Nenhuma instituição encontrada para “{query}”.',
  'search.emptyHint': 'Confira a grafia ou tente outro nome.',
  'search.popular': 'Populares',
  'search.business': 'Empresas',
  'search.results.one': '{count} instituição encontrada',
  'search.results.other': '{count} instituições encontradas',
  'search.unstable': 'Pode estar instável',
  'search.offline': 'Indisponível no momento',
  'closeConfirm.heading': 'Sair antes de terminar?',
  'closeConfirm.body': 'A conexão com {connector} continua na instituição mesmo se você sair.',
  'closeConfirm.stay': 'Continuar aguardando',
};
