// Example company and department names for the first four industries, per language (the others:
// industry-words.ts). Department names complete the language's option sentence ("For {label},
// press 1"). Server-side data: the builder gets its page language's words as a prop (language.ts).
import type { Locale } from '../i18n/locales';
import type { IndustryWords } from './industry-words';

type FirstIndustry = 'dental-practice' | 'law-firm' | 'it-support' | 'shop';

export const firstIndustryWords: Record<Locale, Record<FirstIndustry, IndustryWords>> = {
  en: {
    'dental-practice': {
      company: 'Northwind Dental',
      departments: ['appointments', 'billing and insurance', 'dental emergencies'],
    },
    'law-firm': { company: 'Carter & Hale Law', departments: ['new clients', 'existing cases', 'accounts'] },
    'it-support': { company: 'Brightline IT', departments: ['technical support', 'sales', 'billing'] },
    shop: {
      company: 'Maple Street Goods',
      departments: ['order status', 'returns and exchanges', 'store hours and directions'],
    },
  },
  de: {
    'dental-practice': {
      company: 'Zahnarztpraxis Dr. Berger',
      departments: ['Terminvereinbarungen', 'Abrechnung und Versicherung', 'zahnärztliche Notfälle'],
    },
    'law-firm': {
      company: 'Kanzlei Hartmann & Weber',
      departments: ['neue Mandate', 'laufende Verfahren', 'Rechnungen'],
    },
    'it-support': {
      company: 'Nordlicht IT',
      departments: ['technischen Support', 'den Vertrieb', 'Rechnungsfragen'],
    },
    shop: {
      company: 'Lindenhof Laden',
      departments: ['Ihren Bestellstatus', 'Rückgabe und Umtausch', 'Öffnungszeiten und Anfahrt'],
    },
  },
  el: {
    'dental-practice': {
      company: 'Οδοντιατρείο Ορίζων',
      departments: ['ραντεβού', 'πληρωμές και ασφάλειες', 'επείγοντα περιστατικά'],
    },
    'law-firm': {
      company: 'Δικηγορικό Γραφείο Παππάς',
      departments: ['νέους πελάτες', 'υποθέσεις σε εξέλιξη', 'λογιστήριο'],
    },
    'it-support': { company: 'Φάρος IT', departments: ['τεχνική υποστήριξη', 'πωλήσεις', 'τιμολόγηση'] },
    shop: {
      company: 'Κατάστημα Ελιά',
      departments: [
        'την κατάσταση της παραγγελίας σας',
        'επιστροφές και αλλαγές',
        'ωράριο και οδηγίες πρόσβασης',
      ],
    },
  },
  es: {
    'dental-practice': {
      company: 'Clínica Dental Sonrisa',
      departments: ['citas', 'facturación y seguros', 'urgencias dentales'],
    },
    'law-firm': {
      company: 'Bufete Ortega y Ruiz',
      departments: ['nuevos clientes', 'asuntos en curso', 'administración'],
    },
    'it-support': { company: 'Faro IT', departments: ['soporte técnico', 'ventas', 'facturación'] },
    shop: {
      company: 'Tienda La Esquina',
      departments: ['el estado de su pedido', 'devoluciones y cambios', 'horarios y cómo llegar'],
    },
  },
  fr: {
    'dental-practice': {
      company: 'Cabinet dentaire Lumière',
      departments: ['prendre rendez-vous', 'la facturation et les mutuelles', 'les urgences dentaires'],
    },
    'law-firm': {
      company: 'Cabinet Martin Avocats',
      departments: ['un nouveau dossier', 'un dossier en cours', 'la comptabilité'],
    },
    'it-support': {
      company: 'Phare Informatique',
      departments: ['le support technique', 'le service commercial', 'la facturation'],
    },
    shop: {
      company: 'La Boutique du Coin',
      departments: ['le suivi de commande', 'les retours et échanges', 'les horaires et l’accès'],
    },
  },
  it: {
    'dental-practice': {
      company: 'Studio Dentistico Sorriso',
      departments: ['gli appuntamenti', 'pagamenti e assicurazioni', 'le urgenze dentistiche'],
    },
    'law-firm': {
      company: 'Studio Legale Rossi',
      departments: ['i nuovi clienti', 'le pratiche in corso', 'l’amministrazione'],
    },
    'it-support': {
      company: 'Faro Informatica',
      departments: ['l’assistenza tecnica', 'l’ufficio commerciale', 'la fatturazione'],
    },
    shop: {
      company: 'Bottega dell’Angolo',
      departments: ['lo stato del suo ordine', 'resi e cambi', 'orari e indicazioni'],
    },
  },
  pt: {
    'dental-practice': {
      company: 'Clínica Dentária Sorriso',
      departments: ['marcações', 'faturação e seguros', 'urgências dentárias'],
    },
    'law-firm': {
      company: 'Sociedade de Advogados Costa',
      departments: ['novos clientes', 'processos em curso', 'contabilidade'],
    },
    'it-support': { company: 'Farol Informática', departments: ['apoio técnico', 'vendas', 'faturação'] },
    shop: {
      company: 'Loja da Esquina',
      departments: ['o estado da sua encomenda', 'devoluções e trocas', 'horário e direções'],
    },
  },
};
