# en-001, the international edition's English: British spelling (travellers, organised,
# neighbouring), prices in euros. Only keys that differ from en-US live here; en-WE adds the
# pound to these (its messages fall back to this file, then to en-US).

home-lead = { $departures ->
    [one] { $departures } departure
   *[other] { $departures } departures
} to { $countries ->
    [one] { $countries } country
   *[other] { $countries } countries
}, each led by a coordinator. Holidays in good company.
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
age-explain-25-35 = For travellers aged 25 to 35; flexible for 21-25 and 36-37.
age-explain-35-49 = For travellers aged 35 to 49; those aged 33-34 are welcome too, and may also pick 25-35 or all-ages trips.
age-explain-all = For every age from 25 to 49; travellers aged 21-25 are welcome too.
private-room-unavailable = Rooms are shared with another traveller of the group.
departures-caption = Every departure with its price, status and travellers still needed
island-group-info-title = Who is travelling
island-group-info-open = See who is travelling
island-group-info-locked = Log in or sign up to see who is travelling on this departure.
island-travellers-count = Travellers booked
island-no-snapshot = The group snapshot appears once at least 3 travellers share it.
mail-question-subject = A traveller asks about { $title }
ask-relaxed-neighbours = Nothing matched exactly, so we added neighbouring countries.
event-organised-by = Organised by { $name }
flights-intro = Suggested return flights from { $market } airports, arriving by day 1 and flying back after the last day. Prices are per person and indicative.
flights-intro-any = Suggested return flights from the airports below, arriving by day 1 and flying back after the last day. Prices are per person and indicative.
trips-status-travelled = Travelled
trips-travellers = { $count ->
    [one] 1 traveller
   *[other] { $count } travellers
}
social-proof-saved = { $count } travellers saved this departure in the last { $days } days.
checkout-price-each = { $price } per traveller
checkout-travellers = Travellers
checkout-trips = { $count ->
    [one] The trip for 1 traveller
   *[other] The trip for { $count } travellers
}
booking-refunded = Cancelled · refunded { $amount }
booking-error-travellers = A booking is for 1 to 4 travellers.
booking-error-already-cancelled = This booking is already cancelled.
