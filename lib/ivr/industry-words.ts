// Example company and department names for the industries added after the first four (hotel,
// medical practice, restaurant, real-estate agency), per language. Department names complete the
// language's option sentence ("For {label}, press 1") and its department prompt ("…our {label}
// team"), so they carry their own article where the language needs one.
import type { Locale } from '../i18n/locales';

export type IndustryWords = { company: string; departments: [string, string, string] };
type AddedIndustry = 'hotel' | 'medical-practice' | 'restaurant' | 'real-estate-agency';

export const addedIndustryWords: Record<Locale, Record<AddedIndustry, IndustryWords>> = {
  en: {
    hotel: { company: 'Harbour View Hotel', departments: ['reservations', 'front desk', 'room service'] },
    'medical-practice': {
      company: 'Riverside Family Practice',
      departments: ['appointments', 'prescriptions and test results', 'urgent medical advice'],
    },
    restaurant: {
      company: 'The Olive Table',
      departments: ['reservations', 'takeaway and delivery', 'private events'],
    },
    'real-estate-agency': {
      company: 'Keystone Realty',
      departments: ['property sales', 'valuations', 'lettings and property management'],
    },
  },
  de: {
    hotel: {
      company: 'Hotel Seeblick',
      departments: ['Reservierungen', 'die Rezeption', 'Restaurant und Zimmerservice'],
    },
    'medical-practice': {
      company: 'Hausarztpraxis Dr. Lehmann',
      departments: ['Terminvereinbarungen', 'Rezepte und Befunde', 'dringende medizinische Fragen'],
    },
    restaurant: {
      company: 'Restaurant Zur Linde',
      departments: ['Tischreservierungen', 'Abholung und Lieferung', 'Feiern und Veranstaltungen'],
    },
    'real-estate-agency': {
      company: 'Immobilien Sommer',
      departments: ['den Kauf einer Immobilie', 'Verkauf und Bewertung', 'Vermietung und Hausverwaltung'],
    },
  },
  el: {
    hotel: {
      company: 'Ξενοδοχείο Γαλήνη',
      departments: ['κρατήσεις', 'τη ρεσεψιόν', 'εστιατόριο και υπηρεσία δωματίου'],
    },
    'medical-practice': {
      company: 'Ιατρείο Νικολάου',
      departments: ['ραντεβού', 'συνταγές και αποτελέσματα εξετάσεων', 'επείγοντα ιατρικά θέματα'],
    },
    restaurant: {
      company: 'Εστιατόριο Ελαιώνας',
      departments: ['κρατήσεις τραπεζιού', 'παραγγελίες για πακέτο και διανομή', 'εκδηλώσεις'],
    },
    'real-estate-agency': {
      company: 'Μεσιτικό Γραφείο Ακρόπολις',
      departments: ['αγορά ακινήτου', 'πώληση και εκτίμηση', 'ενοικιάσεις και διαχείριση ακινήτων'],
    },
  },
  es: {
    hotel: {
      company: 'Hotel Mirador',
      departments: ['reservas', 'recepción', 'restaurante y servicio de habitaciones'],
    },
    'medical-practice': {
      company: 'Consultorio Médico Salud',
      departments: ['citas', 'recetas y resultados', 'consultas urgentes'],
    },
    restaurant: {
      company: 'Restaurante El Olivo',
      departments: ['reservas', 'pedidos para llevar y a domicilio', 'eventos privados'],
    },
    'real-estate-agency': {
      company: 'Inmobiliaria Horizonte',
      departments: ['comprar una vivienda', 'vender o tasar su vivienda', 'alquileres y administración'],
    },
  },
  fr: {
    hotel: {
      company: 'Hôtel Beau Rivage',
      departments: ['les réservations', 'la réception', 'le restaurant et le service en chambre'],
    },
    'medical-practice': {
      company: 'Cabinet médical des Tilleuls',
      departments: [
        'prendre rendez-vous',
        'les ordonnances et les résultats',
        'une question médicale urgente',
      ],
    },
    restaurant: {
      company: 'Restaurant L’Olivier',
      departments: ['réserver une table', 'la vente à emporter et la livraison', 'les événements privés'],
    },
    'real-estate-agency': {
      company: 'Agence Immobilière du Parc',
      departments: ['un achat', 'une vente ou une estimation', 'la location et la gestion'],
    },
  },
  it: {
    hotel: {
      company: 'Hotel Belvedere',
      departments: ['le prenotazioni', 'la reception', 'il ristorante e il servizio in camera'],
    },
    'medical-practice': {
      company: 'Studio Medico Salute',
      departments: ['gli appuntamenti', 'ricette e referti', 'le questioni mediche urgenti'],
    },
    restaurant: {
      company: 'Ristorante L’Ulivo',
      departments: ['le prenotazioni', 'gli ordini da asporto e a domicilio', 'gli eventi privati'],
    },
    'real-estate-agency': {
      company: 'Agenzia Immobiliare Orizzonte',
      departments: ['l’acquisto di un immobile', 'la vendita o la valutazione', 'gli affitti e la gestione'],
    },
  },
  pt: {
    hotel: {
      company: 'Hotel Miradouro',
      departments: ['reservas', 'a receção', 'restaurante e serviço de quartos'],
    },
    'medical-practice': {
      company: 'Consultório Médico Saúde',
      departments: ['marcações', 'receitas e resultados de exames', 'questões médicas urgentes'],
    },
    restaurant: {
      company: 'Restaurante O Olival',
      departments: ['reservas', 'encomendas para levar e entregas', 'eventos privados'],
    },
    'real-estate-agency': {
      company: 'Imobiliária Horizonte',
      departments: ['comprar um imóvel', 'vender ou avaliar o seu imóvel', 'arrendamento e gestão'],
    },
  },
};
