# en-WE: British spelling and the pound. Only keys that differ from en-US live here.

footer-payments = Pay with Visa, Mastercard, American Express, PayPal or bank transfer. Prices shown in pounds.
currency-approximate = Prices in other currencies are approximate; you pay in pounds or euros depending on your home address.
home-lead = { $departures ->
    [one] { $departures } departure
   *[other] { $departures } departures
} to { $countries ->
    [one] { $countries } country
   *[other] { $countries } countries
}, each led by a coordinator. Holidays in good company.

# British spelling of the messages that speak of travellers.
selling-points = Groups of at most 15 travellers with a coordinator, in more than 100 countries.
community-international = Join travellers from all over the world.
community-it = Join the Italian community of travellers.
community-we = Join travellers from the UK and Western Europe.
community-es = Join the Spanish community of travellers.
community-fr = Join the French community of travellers.
community-de = Join the German community of travellers.
home-description = Group trips for travellers aged 25 to 49: at most 15 people, a coordinator, more than 100 countries.
sp-group = Groups of at most 15 travellers with a coordinator.
coordinators-description = The people who lead our groups: travellers first, then coordinators.
events-description = Meet other travellers before you leave: WeMeet evenings in cities near you, organised by our coordinators.
status-ALMOST_CONFIRMED-meaning = Some travellers are aboard; not confirmed yet.
seat-not-confirmed = { $seats ->
    [one] 1 traveller to confirm
   *[other] { $seats } travellers to confirm
}

# British spelling of the trip page messages that speak of travellers (issue 7).
age-explain-25-35 = For travellers aged 25 to 35; flexible for 21-25 and 36-37.
age-explain-35-49 = For travellers aged 35 to 49; those aged 33-34 are welcome too, and may also pick 25-35 or all-ages trips.
age-explain-all = For every age from 25 to 49; travellers aged 21-25 are welcome too.
private-room-unavailable = Rooms are shared with another traveller of the group.
departures-caption = Every departure with its price, status and travellers still needed

# British spelling of the account messages that speak of travellers.
island-group-info-title = Who is travelling
island-group-info-open = See who is travelling
island-group-info-locked = Log in or sign up to see who is travelling on this departure.
island-travellers-count = Travellers booked
island-no-snapshot = The group snapshot appears once at least 3 travellers share it.

# British spelling of the alert and question messages that speak of travellers.
mail-question-subject = A traveller asks about { $title }

# British spelling and usage (prices in pounds, return flights) of Ask, WeMeet and flights.
ask-placeholder = e.g. two weeks in Japan in April under £3,000
ask-relaxed-neighbours = Nothing matched exactly, so we added neighbouring countries.
ask-examples = Try "10 days in Peru in May", "beach and party in Thailand this summer under £1,500" or "a long weekend in Europe with a private room".
event-organised-by = Organised by { $name }
flights-intro = Suggested return flights from { $market } airports, arriving by day 1 and flying back after the last day. Prices are per person and indicative.
flights-intro-any = Suggested return flights from the airports below, arriving by day 1 and flying back after the last day. Prices are per person and indicative.
trips-status-travelled = Travelled
trips-travellers = { $count ->
    [one] 1 traveller
   *[other] { $count } travellers
}

# Social proofing (ab-test-social-proofing, variant arm): recent wishlist saves of a departure.
social-proof-saved = { $count } travellers saved this departure in the last { $days } days.
