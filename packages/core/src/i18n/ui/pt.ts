import { accountsPt } from './areas/accounts.ts';
import { pnrPt } from './areas/pnr.ts';
import { customersPt } from './areas/customers.ts';
import { travelsPt } from './areas/travels.ts';
import { billingPt } from './areas/billing.ts';
import { tasksPt } from './areas/tasks.ts';
import { vouchersPt } from './areas/vouchers.ts';
import { tripAppPt } from './areas/tripApp.ts';
import { privacyPt } from './areas/privacy.ts';
import { operatorPt } from './areas/operator.ts';

/**
 * Interface text of the web app. Portuguese is the source: es and en are typed to its shape.
 * Top-level names never repeat those of the shared message catalogue (validation, errors,
 * checklist, trial) because the web merges both into one namespace.
 */
export const uiPt = {
  app: {
    name: 'Rumo',
    tagline: 'Gestão de viagens para agências',
    skipToContent: 'Pular para o conteúdo',
    homeLink: 'Rumo, ir para o início',
  },
  common: {
    loading: 'Carregando…',
    close: 'Fechar',
    cancel: 'Cancelar',
    reload: 'Recarregar página',
    backHome: 'Voltar para o início',
    somethingWrong: 'Algo deu errado',
    unexpected: 'Ocorreu um erro inesperado. Recarregue a página para tentar de novo.',
  },
  language: {
    label: 'Idioma',
    current: 'Idioma: {{name}}',
    pt: 'Português',
    es: 'Español',
    en: 'English',
  },
  nav: {
    main: 'Navegação principal',
    travels: 'Viagens',
    customers: 'Clientes',
    staff: 'Colaboradores',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    menu: 'Menu',
    tasks: 'Tarefas',
    userMenu: 'Menu do usuário',
    account: 'Minha conta',
    payments: 'Pagamentos',
    support: 'Suporte',
    logout: 'Sair',
    login: 'Entrar',
    signup: 'Criar conta',
    terms: 'Termos de uso',
    privacy: 'Política de privacidade',
    pnr: 'Decodificador PNR',
    footer: 'Links institucionais',
  },
  snackbar: {
    close: 'Fechar notificação',
  },
  confirmDelete: {
    title: 'Confirmar exclusão',
    message: 'Tem certeza de que deseja excluir {{name}}? Esta ação não pode ser desfeita.',
    messageGeneric: 'Tem certeza de que deseja excluir este item? Esta ação não pode ser desfeita.',
    confirm: 'Excluir',
  },
  login: {
    title: 'Entrar no Rumo',
    subtitle: 'Acesse a conta da sua agência.',
    email: 'E-mail',
    password: 'Senha',
    showPassword: 'Mostrar senha',
    submit: 'Entrar',
    forgotPassword: 'Esqueci minha senha',
    noAccount: 'Ainda não tem conta?',
    createAccount: 'Cadastre-se',
    agreement: 'Ao entrar, você concorda com os <terms>Termos de uso</terms> e a <privacy>Política de privacidade</privacy>.',
  },
  tasks: tasksPt,
  pages: {
    payments: {
      title: 'Pagamentos',
    },
    awaitingPayment: {
      title: 'Aguardando pagamento',
    },
    blocked: {
      title: 'Acesso bloqueado',
    },
    notFound: {
      title: 'Página não encontrada',
      message: 'A página não existe ou está offline.',
    },
  },
  legal: {
    lastUpdated: 'Última atualização: {{date}}',
    otherDocument: 'Veja também',
  },
  accounts: accountsPt,
  pnr: pnrPt,
  customers: customersPt,
  travels: travelsPt,
  subscription: billingPt,
  vouchers: vouchersPt,
  tripApp: tripAppPt,
  operator: operatorPt,
  ...privacyPt,
} as const;
