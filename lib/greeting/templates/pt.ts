import type { LocaleTemplates } from './types';

// Português europeu de atendimento: "após o sinal", "prima", "contacto", tratamento formal.
// "Está em contacto com {company}" avoids an article whose gender depends on the name.
export const pt: LocaleTemplates = {
  examples: {
    company: 'Clínica Dentária Atlântico',
    name: 'Ana Ferreira',
    department: 'Apoio ao Cliente',
    days: 'de segunda a sexta-feira',
    hours: 'das 9h às 18h',
    returnDate: '5 de janeiro',
    holiday: 'as festas de Natal',
    phone: '213 456 789',
    website: 'clinica-atlantico.pt',
    email: 'geral@clinica-atlantico.pt',
    colleague: 'Rui Costa',
    colleaguePhone: '213 987 654',
    emergency: 'para a nossa linha de urgência, 213 456 799',
    option1: 'marcar uma consulta',
    option2: 'faturação e seguros',
    option3: 'horários e localização',
    option4: 'receitas',
  },
  byUseCase: {
    'business-voicemail': [
      {
        id: 'professional',
        text: 'Obrigado por ligar. Está em contacto com {company}. De momento não nos é possível atender a sua chamada. Por favor, deixe o seu nome, o seu contacto e uma breve mensagem após o sinal, e ligaremos de volta com a maior brevidade possível. Também nos pode escrever para {email}. Obrigado e tenha um bom dia.',
      },
      {
        id: 'friendly',
        text: 'Olá, obrigado por ligar! Está em contacto com {company}. Neste momento estamos todos ocupados com outras chamadas. Deixe-nos o seu nome, o seu número e uma mensagem após o sinal, e ligamos-lhe já de seguida. Até já!',
      },
      {
        id: 'short',
        text: 'Está em contacto com {company}, {department}. Por favor, deixe uma mensagem após o sinal e entraremos em contacto consigo. Obrigado.',
      },
    ],
    'personal-voicemail': [
      {
        id: 'professional',
        text: 'Olá, está em contacto com a caixa de correio de voz de {name}, {company}. De momento não posso atender. Por favor, deixe o seu nome, o seu número e uma breve mensagem após o sinal, e ligarei de volta logo que possível. Obrigado.',
      },
      {
        id: 'friendly',
        text: 'Olá, fala {name}. Agora não posso atender! Deixa-me uma mensagem depois do sinal e eu ligo-te assim que puder.',
      },
    ],
    'out-of-office': [
      {
        id: 'professional',
        text: 'Olá, está em contacto com {name}, {company}. Estou ausente do escritório até {returnDate}, com acesso limitado às minhas mensagens. Para assuntos urgentes, por favor contacte {colleague} através do número {colleaguePhone}. Caso contrário, deixe uma mensagem após o sinal e ligarei de volta quando regressar.',
      },
      {
        id: 'friendly',
        text: 'Olá, fala {name}. Estou fora do escritório até {returnDate}. Se for urgente, {colleague} terá todo o gosto em ajudar no número {colleaguePhone}. Se não, deixe-me uma mensagem e ligo-lhe assim que voltar. Obrigado!',
      },
    ],
    'extended-absence': [
      {
        id: 'professional',
        text: 'Olá, está em contacto com a caixa de correio de voz de {name}, {company}. Estou ausente por um período prolongado e regresso a {returnDate}. Durante a minha ausência, esta caixa de correio não é consultada. Por favor, contacte {colleague} através do número {colleaguePhone} ou do endereço {email}, que terá todo o gosto em ajudar. Obrigado pela compreensão.',
      },
      {
        id: 'friendly',
        text: 'Olá, fala {name}. Vou estar fora durante algum tempo e regresso a {returnDate}. Entretanto, {colleague} está a tratar dos meus assuntos: pode ligar para o {colleaguePhone}. Só vou ouvir as mensagens deixadas aqui quando voltar. Obrigado!',
      },
    ],
    'out-of-hours': [
      {
        id: 'professional',
        text: 'Obrigado por ligar. Está em contacto com {company}. De momento, os nossos serviços encontram-se encerrados. O nosso horário de atendimento é {days}, {hours}. Por favor, deixe o seu nome, o seu número e uma breve mensagem após o sinal, e ligaremos de volta no próximo dia útil. Em caso de urgência, ligue {emergency}. Mais informações em {website}.',
      },
      {
        id: 'friendly',
        text: 'Obrigado por ligar! Está em contacto com {company}. Agora estamos fechados, mas gostamos muito de saber de si. Estamos cá {days}, {hours}. Deixe-nos uma mensagem após o sinal e ligamos-lhe logo pela manhã. Em caso de urgência, ligue para o {phone}.',
      },
      {
        id: 'short',
        text: 'Está em contacto com {company} fora do horário de atendimento. Estamos disponíveis {days}, {hours}. Por favor, volte a ligar nesse horário ou deixe uma mensagem após o sinal. Obrigado.',
      },
    ],
    holiday: [
      {
        id: 'professional',
        text: 'Obrigado por ligar. Está em contacto com {company}. Os nossos serviços encontram-se encerrados durante {holiday} e reabrem a {returnDate}. Por favor, deixe uma mensagem após o sinal e ligaremos de volta assim que regressarmos. Para assuntos urgentes, ligue para o {phone}. Desejamos-lhe boas festas.',
      },
      {
        id: 'friendly',
        text: 'Olá, obrigado por ligar! Está em contacto com {company}. A nossa equipa está a fazer uma pequena pausa durante {holiday}. Voltamos a {returnDate} e vamos ligar de volta a todos. Boas festas!',
      },
    ],
    'on-hold': [
      {
        id: 'professional',
        text: 'Obrigado por ligar. Está em contacto com {company}. Neste momento, todos os nossos assistentes se encontram ocupados. Por favor, aguarde em linha: a sua chamada será atendida por ordem de chegada. [pause 2s] Sabia que encontra resposta a muitas perguntas no nosso site, {website}? [pause 2s] Obrigado pela sua paciência. Dentro de momentos será atendido por um dos nossos assistentes. [pause 2s] Também nos pode escrever para {email}; respondemos no prazo de um dia útil.',
      },
      {
        id: 'friendly',
        text: 'Obrigado por aguardar! Está em linha com {company} e vamos atendê-lo dentro de momentos. [pause 2s] Entretanto: estamos disponíveis {days}, {hours}. [pause 2s] Muitas respostas estão à distância de um clique em {website}. [pause 2s] Obrigado pela paciência, já falamos consigo.',
      },
    ],
    ivr: [
      {
        id: 'professional',
        text: 'Obrigado por ligar. Está em contacto com {company}. [pause 1s] Para {option1}, prima 1. Para {option2}, prima 2. Para {option3}, prima 3. Para {option4}, prima 4. Para falar com um dos nossos assistentes, prima 0. Para ouvir novamente estas opções, prima a tecla asterisco.',
      },
      {
        id: 'short',
        text: 'Bem-vindo. Está em contacto com {company}. [pause 1s] Para {option1}, prima 1. Para {option2}, prima 2. Para {option3}, prima 3. Para outros assuntos, prima 0.',
      },
    ],
  },
};
