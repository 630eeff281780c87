import type { LocaleTemplates } from './types';

// American business phone English: direct, polite, no filler.
export const en: LocaleTemplates = {
  examples: {
    company: 'Northwind Dental',
    name: 'Maria Lopez',
    department: 'Customer Service',
    days: 'Monday through Friday',
    hours: '8 AM to 5 PM',
    returnDate: 'January 5th',
    holiday: 'the holidays',
    phone: '555-0199',
    website: 'northwind-dental.com',
    email: 'info@northwind-dental.com',
    colleague: 'James Carter',
    colleaguePhone: '555-0134',
    emergency: 'our on-call service at 555-0142',
    option1: 'appointments',
    option2: 'billing and insurance',
    option3: 'directions and opening hours',
    option4: 'prescriptions',
  },
  byUseCase: {
    'business-voicemail': [
      {
        id: 'professional',
        text: 'Thank you for calling {company}. We are unable to take your call right now. Please leave your name, number, and a brief message after the tone, and we will return your call as soon as possible. You can also reach us by email at {email}. Thank you, and have a great day.',
      },
      {
        id: 'friendly',
        text: "Hi, and thanks for calling {company}! Our team is helping other customers at the moment. Leave us your name, number, and a quick message after the tone, and we'll get back to you shortly. Talk soon!",
      },
      {
        id: 'short',
        text: 'You have reached {company}, {department}. Please leave a message after the tone and we will call you back. Thank you.',
      },
    ],
    'personal-voicemail': [
      {
        id: 'professional',
        text: 'Hello, you have reached the voicemail of {name} at {company}. I am not available to take your call right now. Please leave your name, number, and a brief message after the tone, and I will return your call as soon as I can. Thank you.',
      },
      {
        id: 'friendly',
        text: "Hi, this is {name}. Sorry I missed your call! Leave me a message after the beep and I'll call you back as soon as I can.",
      },
    ],
    'out-of-office': [
      {
        id: 'professional',
        text: 'Hello, you have reached {name} at {company}. I am out of the office until {returnDate}, with limited access to messages. For urgent matters, please call {colleague} at {colleaguePhone}. Otherwise, please leave a message after the tone, and I will get back to you when I return.',
      },
      {
        id: 'friendly',
        text: "Hi, this is {name}. I'm away from the office until {returnDate}. If it's urgent, {colleague} can help you at {colleaguePhone}. Otherwise, leave a message and I'll call you back when I'm back. Thanks!",
      },
    ],
    'extended-absence': [
      {
        id: 'professional',
        text: 'Hello, you have reached the voicemail of {name} at {company}. I am on extended leave and will return on {returnDate}. This mailbox is not monitored during my absence. Please contact {colleague} at {colleaguePhone} or by email at {email}, who will be glad to help you. Thank you for your understanding.',
      },
      {
        id: 'friendly',
        text: "Hi, this is {name}. I'm away for a while and will be back on {returnDate}. In the meantime, {colleague} is taking care of my calls, so please ring {colleaguePhone}. Messages left here won't be heard until I return. Thank you!",
      },
    ],
    'out-of-hours': [
      {
        id: 'professional',
        text: 'Thank you for calling {company}. Our office is currently closed. Our hours are {days}, {hours}. Please leave your name, number, and a brief message after the tone, and we will return your call on the next business day. In an emergency, please call {emergency}. For more information, please visit {website}.',
      },
      {
        id: 'friendly',
        text: "Thanks for calling {company}! We're closed right now, but we'd love to hear from you. We're open {days}, {hours}. Leave a message after the tone and we'll call you back first thing. In an emergency, please call {phone}.",
      },
      {
        id: 'short',
        text: 'You have reached {company} outside of our business hours. We are open {days}, {hours}. Please call back during those hours, or leave a message after the tone. Thank you.',
      },
    ],
    holiday: [
      {
        id: 'professional',
        text: 'Thank you for calling {company}. Our office is closed for {holiday} and will reopen on {returnDate}. Please leave a message after the tone, and we will return your call when we are back. For urgent matters, please call {phone}. We wish you a wonderful holiday season.',
      },
      {
        id: 'friendly',
        text: "Hi, and thanks for calling {company}! Our team is taking a short break for {holiday}. We'll be back on {returnDate} and will return every call then. Happy holidays!",
      },
    ],
    'on-hold': [
      {
        id: 'professional',
        text: 'Thank you for calling {company}. All of our team members are currently assisting other callers. Please stay on the line; your call is important to us and will be answered in the order it was received. [pause 2s] Did you know that many questions are answered on our website, {website}? [pause 2s] Thank you for your patience. A member of our team will be with you shortly. [pause 2s] You can also email us at {email}, and we will reply within one business day.',
      },
      {
        id: 'friendly',
        text: "Thanks for holding! You're through to {company}, and we'll be with you in just a moment. [pause 2s] While you wait: we're open {days}, {hours}. [pause 2s] Lots of answers are just a click away at {website}. [pause 2s] Thanks for your patience. We'll be right with you.",
      },
    ],
    ivr: [
      {
        id: 'professional',
        text: 'Thank you for calling {company}. [pause 1s] For {option1}, press 1. For {option2}, press 2. For {option3}, press 3. For {option4}, press 4. To speak with a member of our team, press 0. To hear these options again, press the star key.',
      },
      {
        id: 'short',
        text: 'Welcome to {company}. [pause 1s] For {option1}, press 1. For {option2}, press 2. For {option3}, press 3. For anything else, press 0.',
      },
    ],
  },
};
