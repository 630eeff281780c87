import { describe, expect, it } from 'vitest';
import { normalizeForSpeech } from '../normalize';

const say = (text: string) => normalizeForSpeech(text, 'en');

describe('English normalization', () => {
  it('reads the two benchmark greetings right', () => {
    expect(
      say(
        'Our hours are Monday through Friday, 8 AM to 5 PM. Please leave your name, number, and a brief message.',
      ),
    ).toBe(
      'Our hours are Monday through Friday, eight a.m to five p.m. Please leave your name, number, and a brief message.',
    );
    expect(say('I am out of the office until January 5th. For urgent matters, please call 555-0134.')).toBe(
      'I am out of the office until January fifth. For urgent matters, please call five five five, zero one three four.',
    );
  });

  describe('phone numbers, digit by digit in the groups as written', () => {
    it.each([
      ['555-0134', 'five five five, zero one three four'],
      ['+30 210 123 4567', 'plus three zero, two one zero, one two three, four five six seven'],
      ['(555) 123-4567', 'five five five, one two three, four five six seven'],
      ['1-800-555-0199', 'one, eight zero zero, five five five, zero one nine nine'],
      ['555.123.4567', 'five five five, one two three, four five six seven'],
      ['+44 20 7946 0958', 'plus four four, two zero, seven nine four six, zero nine five eight'],
      ['555-0134 ext. 12', 'five five five, zero one three four, extension one two'],
      ['555-0134 x 7', 'five five five, zero one three four, extension seven'],
      [
        '(555) 123-4567, ext 200',
        'five five five, one two three, four five six seven, extension two zero zero',
      ],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));

    it('reads vanity and emergency numbers as they are dialled', () => {
      expect(say('Call 1-800-FLOWERS today.')).toBe('Call one, eight zero zero, flowers today.');
      expect(say('Call 911 now.')).toBe('Call nine one one now.');
    });

    it('reads a lone extension digit by digit too', () => {
      expect(say('Dial ext. 42.')).toBe('Dial extension four two.');
    });

    it('does not mistake quantities for phone numbers', () => {
      expect(say('We served 1,500,000 customers.')).toBe(
        'We served one million five hundred thousand customers.',
      );
      expect(say('Call 3 times.')).toBe('Call three times.');
    });
  });

  describe('times', () => {
    it.each([
      ['8 AM', 'eight a.m'],
      ['8:30 pm', 'eight thirty p.m'],
      ['9:05 a.m.', 'nine oh five a.m.'],
      ['12 p.m.', 'twelve p.m.'],
      ['9 a.m. – 5 p.m. EST', 'nine a.m to five p.m EST'],
      ['until 5 p.m. Thank you', 'until five p.m. Thank you'],
      ['8.30am', 'eight thirty a.m'],
      ['17:30', 'seventeen thirty'],
      ['8:00', "eight o'clock"],
      ['17:00', 'seventeen hundred'],
      ['Open 9 AM–5 PM daily', 'Open nine a.m to five p.m daily'],
      ['from 9:00-17:00', "from nine o'clock to seventeen hundred"],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('dates (month/day as in the US)', () => {
    it.each([
      ['January 5th', 'January fifth'],
      ['January 5', 'January fifth'],
      ['Jan. 5, 2027', 'January fifth, twenty twenty-seven'],
      ['5 January', 'the fifth of January'],
      ['5th of January 2027', 'the fifth of January, twenty twenty-seven'],
      ['5/1', 'May first'],
      ['12/25/2027', 'December twenty-fifth, twenty twenty-seven'],
      ['2027-01-05', 'January fifth, twenty twenty-seven'],
      ['closed Dec. 24-26', 'closed December twenty-fourth to December twenty-sixth'],
      ['closed 24–26 December', 'closed the twenty-fourth of December to the twenty-sixth of December'],
      ['until 31 March.', 'until the thirty-first of March.'],
      ['Jan. 5 we reopen', 'January fifth we reopen'],
      ['open 24/7', 'open twenty-four seven'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('weekday ranges', () => {
    it.each([
      ['Monday through Friday', 'Monday through Friday'],
      ['Mon–Fri', 'Monday to Friday'],
      ['Mon-Fri 9-5', 'Monday to Friday nine to five'],
      ['Mon.–Fri.', 'Monday to Friday'],
      ['Sat 10 AM', 'Saturday ten a.m'],
      ['Mon to Fri', 'Monday to Friday'],
      ['Mon, Wed & Fri', 'Monday, Wednesday and Friday'],
      ['Sun and Sat closed', 'Sunday and Saturday closed'],
      ['the Sun is out', 'the Sun is out'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('email and web addresses', () => {
    it.each([
      ['info@example.com', 'info at example dot com'],
      ['maria.lopez@northwind-dental.com', 'maria dot lopez at northwind dash dental dot com'],
      ['jd_2024@mail.co.uk', 'j d underscore two zero two four at mail dot co dot u k'],
      ['www.example.com', 'w w w dot example dot com'],
      ['https://www.example.com/contact', 'w w w dot example dot com slash contact'],
      ['Visit example.org.', 'Visit example dot org.'],
      ['http://shop.example.de/', 'shop dot example dot d e'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));

    it('leaves a missing space after a period alone', () => {
      expect(say('We are closed.It opens soon')).toBe('We are closed. It opens soon');
    });
  });

  describe('ordinals, money, percentages, numbers', () => {
    it.each([
      ['1st', 'first'],
      ['2nd floor', 'second floor'],
      ['the 23rd', 'the twenty-third'],
      ['100th', 'one hundredth'],
      ['$25', 'twenty-five dollars'],
      ['$1', 'one dollar'],
      ['$25.50', 'twenty-five dollars and fifty cents'],
      ['$0.99', 'ninety-nine cents'],
      ['€25.50', 'twenty-five euros and fifty cents'],
      ['25,50 €', 'twenty-five euros and fifty cents'],
      ['£10', 'ten pounds'],
      ['£1.01', 'one pound and one penny'],
      ['$1,500', 'one thousand five hundred dollars'],
      ['EUR 100', 'one hundred euros'],
      ['$1.5 million', 'one point five million dollars'],
      ['over $2 billion', 'over two billion dollars'],
      ['50%', 'fifty percent'],
      ['12.5%', 'twelve point five percent'],
      ['1,500', 'one thousand five hundred'],
      ['3.14', 'three point one four'],
      ['007', 'zero zero seven'],
      ['in 2027', 'in twenty twenty-seven'],
      ['1234567890123', 'one two three four five six seven eight nine zero one two three'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('abbreviations', () => {
    it.each([
      ['Dr. Smith', 'Doctor Smith'],
      ['Mr. and Mrs. Jones', 'Mister and Missus Jones'],
      ['Ms. Lee', 'Miz Lee'],
      ['Acme Inc.', 'Acme Incorporated.'],
      ['Acme Inc. We are closed.', 'Acme Incorporated. We are closed.'],
      ['Widgets Ltd. and Smith & Co. staff', 'Widgets Limited and Smith and Company staff'],
      ['123 Main St.', 'one hundred twenty-three Main Street.'],
      ["St. Mary's Hospital", "Saint Mary's Hospital"],
      ['approx. 5 min.', 'approximately five minutes.'],
      ['e.g. Monday', 'for example Monday'],
      ['No. 5', 'number five'],
      ['Tel. 555-0134', 'telephone five five five, zero one three four'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });

  describe('symbols and clean-up', () => {
    it.each([
      ['Press * or #.', 'Press star or pound.'],
      ['Sales & Support', 'Sales and Support'],
      ['Hello <b>there</b> 3 < 5', 'Hello there three five'],
      ['Line one\nLine two', 'Line one. Line two'],
      ['Hi 😀 there', 'Hi there'],
      ['Hello ,  world .', 'Hello, world.'],
    ])('%s', (written, spoken) => expect(say(written)).toBe(spoken));
  });
});
