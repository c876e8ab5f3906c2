export const tutorialPt = {
  title: 'Conheça o Rumo em seis passos',
  open: 'Ver tutorial',
  progress: 'Passo {{current}} de {{total}}',
  previous: 'Anterior',
  next: 'Próximo',
  finish: 'Concluir',
  play: 'Reproduzir',
  pause: 'Pausar',
  goTo: 'Ir para o passo {{step}}',
  steps: {
    calendar: {
      title: 'Suas viagens no Painel',
      text: 'O calendário mostra as partidas e os retornos do mês ou da semana. Um cartão destacado tem tarefa pendente; clique nele para abrir a viagem.',
    },
    clients: {
      title: 'Clientes, dependentes e documentos',
      text: 'Cadastre cada cliente uma vez, com dependentes e documentos. O Rumo avisa quando um passaporte vence antes de seis meses da volta.',
    },
    itinerary: {
      title: 'O roteiro dia a dia',
      text: 'Adicione voos, hotéis, carros, seguros e passeios. Cole o código da reserva (PNR) e os voos entram sozinhos.',
    },
    vouchers: {
      title: 'Vouchers e link para o cliente',
      text: 'Anexe os vouchers de cada item e crie um link só de leitura com a viagem, sem valores.',
    },
    alerts: {
      title: 'Alertas para o cliente',
      text: 'Agende lembretes de check-in, passaporte ou vacina por e-mail ou WhatsApp, para agora ou para a data certa.',
    },
    traveller: {
      title: 'A viagem no celular do cliente',
      text: 'O cliente abre o link e tem o roteiro, os vouchers e o contato da agência, mesmo sem internet.',
    },
  },
} as const;
