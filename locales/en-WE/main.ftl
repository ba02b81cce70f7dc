# en-WE: the UK and Western Europe edition, in pounds. Only keys that differ from en-001 (the
# international edition's British English, which it falls back to, then en-US) live here.

footer-payments = Pay with Visa, Mastercard, American Express, PayPal or bank transfer. Prices shown in pounds.
currency-approximate = Prices in other currencies are approximate; you pay in pounds or euros depending on your home address.
ask-placeholder = e.g. two weeks in Japan in April under £3,000
ask-examples = Try "10 days in Peru in May", "beach and party in Thailand this summer under £1,500" or "a long weekend in Europe with a private room".
