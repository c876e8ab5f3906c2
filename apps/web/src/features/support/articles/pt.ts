import type { ArticleTexts } from './catalog.ts';

export const articlesPt: ArticleTexts = {
  'trips-dashboard': {
    title: 'Painel e lista de viagens',
    summary: 'Acompanhe as saídas e os retornos no calendário ou na lista.',
    paragraphs: [
      'A tela Viagens é o início do Rumo. No modo Painel, as viagens aparecem num calendário por semana (domingo a sábado) ou por mês, com as setas para avançar e voltar. O dia de hoje fica destacado.',
      'Cada cartão mostra a foto e o nome do cliente, o nome da viagem, o número de dias, o horário do voo e quantas pessoas viajam. Um cartão destacado indica que a viagem tem item do checklist ainda não concluído. Clique no cartão para abrir a viagem.',
      'O filtro oferece quatro opções: todas as saídas, todos os retornos, minhas saídas e meus retornos (apenas as viagens que você criou).',
      'No modo Lista, as colunas podem ser ordenadas com um clique no título (crescente, decrescente, sem ordem). O botão de impressão gera um PDF da lista e cada linha tem a opção de excluir, sempre com confirmação.',
    ],
  },
  'trip-create': {
    title: 'Criar uma viagem',
    summary: 'Nome, cliente, datas e cidades; depois o checklist padrão.',
    paragraphs: [
      'Clique em Adicionar viagem na tela Viagens. A viagem precisa de um nome, do cliente (comece a digitar o nome para buscar), do período com ida e volta e de ao menos uma cidade do roteiro.',
      'Ao salvar, o Rumo pergunta se você quer criar o checklist padrão. Respondendo Sim, escolha o responsável e a data final: são criadas cinco tarefas (vacinas, visto, documento do viajante, assentos reservados e seguro viagem oferecido) e o responsável recebe um e-mail de aviso.',
    ],
    steps: [
      'Viagens › Adicionar viagem.',
      'Preencha nome, cliente, período e cidades.',
      'Salve e escolha Sim ou Não para o checklist padrão.',
      'Você é levado direto para a viagem criada.',
    ],
  },
  'itinerary-pnr': {
    title: 'Roteiro e importação de PNR',
    summary: 'Voos, hospedagens, passeios e mais; importe o código da reserva aérea.',
    paragraphs: [
      'Na aba Roteiro da viagem você adiciona os itens: voo, hospedagem, atividade, restaurante, reunião, aluguel de carro, transporte marítimo, transporte terrestre, seguro viagem e dica. Todos têm moeda, valor e forma de pagamento, que alimentam o financeiro.',
      'Para voos, use a importação de PNR: cole o texto da reserva como o sistema de reservas mostra (por exemplo, as linhas com LA8084) e o Rumo cria os trechos com companhia, número do voo, cidades, datas e horários. Confira os trechos antes de salvar.',
      'A aba Imprimir gera o roteiro em PDF para enviar ao cliente.',
    ],
  },
  travelers: {
    title: 'Viajantes',
    summary: 'Quem viaja: o cliente e os dependentes dele.',
    paragraphs: [
      'A aba Viajantes da viagem lista quem vai viajar. O cliente titular já está na viagem; adicione os dependentes cadastrados no perfil do cliente (cônjuge, filhos, amigos e outros graus).',
      'Se alguém ainda não está cadastrado, inclua primeiro como dependente na tela do cliente, na aba Dependentes. Os documentos de cada viajante ficam na aba Documentos do cliente, com o aviso de validade de seis meses após o retorno.',
    ],
  },
  vouchers: {
    title: 'Vouchers',
    summary: 'Envie imagens ou PDFs dos vouchers de cada item do roteiro.',
    paragraphs: [
      'Na aba Vouchers você anexa os arquivos de cada item do roteiro: até 5 arquivos por vez, imagens ou PDF, com no máximo 10 MB cada. Arquivos de outro tipo mostram a mensagem “Tipo de arquivo inválido. Somente imagens ou pdf são permitidos”.',
      'Os vouchers enviados ficam disponíveis para baixar e compartilhar com o cliente. Para trocar um arquivo, exclua o antigo e envie o novo.',
    ],
  },
  financial: {
    title: 'Financeiro da viagem',
    summary: 'Custos por item, pagamentos e relatório financeiro.',
    paragraphs: [
      'A aba Financeiro soma os valores informados em cada item do roteiro, por moeda, e mostra a forma de pagamento de cada um. Os valores usam vírgula decimal e ponto de milhar (1.234,56).',
      'Registre os pagamentos do cliente para acompanhar o saldo. O relatório financeiro abre numa página própria, pronta para imprimir ou salvar em PDF.',
    ],
  },
  alerts: {
    title: 'Alertas ao cliente',
    summary: 'Mensagens agendadas: vacinas, check-in, passaporte, dia da viagem…',
    paragraphs: [
      'Na aba Alertas você agenda mensagens para o cliente. Há modelos prontos para vacinação, check-in online, validade do passaporte, liberação do cartão, autorização de débito, teste PCR (72 horas antes), dia da viagem, retorno, vouchers liberados, viagem amanhã e dicas.',
      'Escolha um modelo ou escreva a sua mensagem, e envie agora ou agende data e hora. Alertas agendados podem ser editados ou excluídos até o envio.',
    ],
  },
  'checklist-tasks': {
    title: 'Checklist e tarefas',
    summary: 'Tarefas por viagem, com responsável e prazo.',
    paragraphs: [
      'Cada viagem tem o seu checklist de tarefas, com nome, responsável, data e hora. O ícone de prancheta no topo abre a lista de tarefas de todas as viagens.',
      'Marque a caixa de uma tarefa para concluí-la: a mudança é salva na hora. Enquanto houver tarefa aberta, o cartão da viagem aparece destacado no painel.',
      'O checklist padrão cria cinco tarefas com prazo às 23:59 da data escolhida e avisa o responsável por e-mail.',
    ],
  },
  'customers-register': {
    title: 'Cadastro de clientes e dependentes',
    summary: 'Dados, contato, endereço, preferências e dependentes.',
    paragraphs: [
      'Em Clientes, clique em Adicionar cliente. Nome e sobrenome bastam para começar; depois complete e-mail, telefone (o Rumo avisa se o número já pertence a outro cliente), CPF, nascimento, endereço pelo CEP, nacionalidade e as tags de perfil.',
      'Na tela do cliente, as abas Dados, Dependentes, Documentos e Viagens reúnem tudo o que a agência sabe dele. Dependentes são as pessoas ligadas ao cliente (cônjuge, filhos, pais, amigos…) que podem viajar com ele.',
      'A busca da lista encontra clientes pelo nome, e-mail ou telefone, e a lista é paginada.',
    ],
  },
  'customers-import-export': {
    title: 'Importar e exportar clientes',
    summary: 'Traga a sua base de uma planilha e exporte em xls.',
    paragraphs: [
      'Para importar, use Clientes › Importar e envie uma planilha .xlsx ou .csv com um cliente por linha. A primeira linha deve ter os nomes das colunas (Nome, Sobrenome, E-mail, Telefone, Data de nascimento, CPF…). Ao final, o Rumo mostra quantos clientes entraram e quais linhas tiveram problema.',
      'Para exportar, use o menu Exportar da lista: o arquivo é baixado em formato de planilha, com os clientes do filtro atual.',
    ],
  },
  'customer-documents': {
    title: 'Documentos do cliente e leitura por IA',
    summary: 'Passaporte, RG, CPF, vistos; a IA lê o documento para você.',
    paragraphs: [
      'Na aba Documentos do cliente, clique em Adicionar documento. Escolha o tipo, o titular (o cliente ou um dependente) e o arquivo: PNG, JPEG ou PDF de até 5 MB.',
      'Com o arquivo escolhido, clique em Ler com IA. A leitura leva de 10 a 20 segundos e preenche número, país emissor e datas de emissão e validade. Cada campo preenchido mostra “lido pela IA” com a confiança; abaixo de 80% a marca fica laranja.',
      'Nada é salvo sem a sua revisão: confira os campos, compare os dados da pessoa lidos no documento com o cadastro e só então clique em Salvar. Se a leitura falhar, preencha os campos à mão.',
      'O Rumo avisa quando um documento vence antes de seis meses após o retorno da próxima viagem.',
    ],
  },
  staff: {
    title: 'Colaboradores',
    summary: 'Dê acesso à sua equipe.',
    paragraphs: [
      'Em Colaboradores, o dono da agência adiciona, edita e remove as pessoas da equipe. Cada colaborador recebe o próprio login e enxerga os clientes e as viagens da agência.',
      'Colaboradores podem ser responsáveis por tarefas do checklist. Quem sai da equipe deve ser removido para perder o acesso na hora.',
    ],
  },
  'my-account': {
    title: 'Minha conta',
    summary: 'Seu perfil, sua senha e os dados da agência.',
    paragraphs: [
      'Em Minha conta (menu do usuário), altere seu nome, foto e e-mail e troque a senha informando a atual. Esqueceu a senha? Use “Esqueci minha senha” na tela de login.',
      'O dono da agência também edita os dados da agência (nome, CNPJ ou CPF, telefone, endereço e logotipo) e encontra a seção Privacidade e dados.',
      'O idioma (português ou espanhol) é trocado no seletor do topo e fica guardado neste navegador.',
    ],
  },
  'payments-plans': {
    title: 'Pagamentos e planos',
    summary: 'Teste grátis, assinatura por cartão, reembolsos.',
    paragraphs: [
      'Toda agência começa com 10 dias de teste grátis. Um aviso no topo mostra os dias restantes. Para continuar, escolha um plano e cadastre o cartão em Pagamentos.',
      'O plano renova automaticamente. Em Pagamentos você vê o plano, o cartão e as cobranças, troca o cartão ou cancela a assinatura.',
      'Nos 10 dias de teste, o reembolso é garantido sem condições. Reembolsos totais ou proporcionais são pagos em até 90 dias após o pedido; dias parciais não usados não são reembolsados.',
    ],
  },
  'pnr-decoder': {
    title: 'Decodificador PNR',
    summary: 'Transforme o código de uma reserva aérea em itinerário legível.',
    paragraphs: [
      'O decodificador PNR é uma página pública (não precisa de login): cole o texto da reserva que o sistema de reservas ou a companhia aérea mostra e veja os voos com companhia, número, cidades, datas e horários por extenso.',
      'Dentro de uma viagem, use a importação de PNR no roteiro para criar os voos automaticamente.',
    ],
  },
  'privacy-lgpd': {
    title: 'Privacidade e LGPD',
    summary: 'Exportar dados, excluir a conta, auditoria e dados de clientes.',
    paragraphs: [
      'O dono da agência encontra em Minha conta › Privacidade e dados: a exportação de todos os dados (um arquivo .zip, com link também enviado por e-mail), o pedido de exclusão da conta e o registro de auditoria, que mostra quem viu, alterou ou exportou dados pessoais.',
      'A exclusão da conta acontece 30 dias úteis depois do pedido; até lá é possível cancelar. Na data, todos os dados e arquivos da agência são apagados.',
      'Quando um cliente pede os dados dele, abra a tela do cliente e use o menu Dados pessoais (LGPD): Exportar dados do cliente baixa um arquivo JSON; Anonimizar cliente remove os dados pessoais, mas mantém as viagens e o histórico financeiro exigidos pela lei contábil.',
    ],
  },
};
