# en-WE: British spelling and the pound. Only keys that differ from en-US live here.

footer-payments = Pay with Visa, Mastercard, American Express, PayPal or bank transfer. Prices shown in pounds.
currency-approximate = Prices in other currencies are approximate; you pay in pounds or euros depending on your home address.
home-lead = { $departures } departures to { $countries } countries, each led by a coordinator. Holidays in good company.
