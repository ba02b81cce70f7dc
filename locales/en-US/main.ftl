# Caravan — reference strings (en-US). Every other full locale mirrors these keys;
# en-WE overrides only what differs. International reads this file.

site-name = Caravan
skip-to-content = Skip to content
logo-label = Caravan, home
nav-label = Main menu
nav-destinations = Destinations
nav-all-destinations = All destinations
nav-tours = Confirmed departures
nav-how-it-works = How it works
nav-coordinators = Coordinators
nav-wishlist = Wishlist
talk-to-us = Talk to us
login = Log in
close = Close

continent-asia = Asia
continent-europe = Europe
continent-america = Americas
continent-africa = Africa
continent-oceania = Oceania
continent-antarctica = Antarctica

search-open = Search
search-title = Find your trip
search-where = Where
search-where-placeholder = Country, continent or anything
search-when = When
search-any-time = Any time
search-submit = Search
search-date-from = From
search-date-to = To
search-summary = { $count ->
    [0] No departures match your search
    [one] One departure matches your search
   *[other] { $count } departures match your search
}
search-summary-travels = { $count ->
    [0] No trips match your search
    [one] One trip matches your search
   *[other] { $count } trips match your search
}
search-tab-travels = Trips
search-tab-tours = Departures
sort-label = Sort by
sort-relevance = Relevance
sort-date-asc = Date
sort-price-asc = Lowest price
sort-price-desc = Highest price
sort-discount-desc = Highest discount
sort-duration-asc = Shorter duration
sort-duration-desc = Longer duration

locale-menu-label = Language and currency
locale-menu-language = Language and country
locale-menu-currency = Currency
currency-approximate = Prices in other currencies are approximate; you pay in the currency of your booking.

footer-col-travel = Travel
footer-col-about = About us
footer-col-help = Help
footer-col-legal = Legal
footer-social = Follow us
footer-payments = Pay with Visa, Mastercard, American Express, PayPal or bank transfer.
footer-tracking-preferences = Tracking preferences
footer-rating = Rated { $rating } out of 5 from { $count ->
    [one] { $count } review
   *[other] { $count } reviews
}
footer-copyright = © { $year } Caravan. Small groups, big journeys.
newsletter-title = Travel news, first
newsletter-description = New trips, departures and offers once a week. No spam.
newsletter-email = Your e-mail
newsletter-cta = Subscribe
selling-points = Groups of at most 15 travelers with a coordinator, in more than 100 countries.

community-international = Join travelers from all over the world.
community-it = Join the Italian community of travelers.
community-us = Join travelers from across the United States.
community-we = Join travelers from the UK and Western Europe.
community-es = Join the Spanish community of travelers.
community-fr = Join the French community of travelers.
community-de = Join the German community of travelers.

route-travels = Destinations
route-tours = Confirmed departures
route-sales = Offers
route-events-wemeet = WeMeet events
route-how-it-works = How it works
route-age-groups = Age groups
route-our-values = Our values
route-coordinators = Coordinators
route-faqs = FAQs
route-contacts = Contacts
route-no-sharing-room = Private room
route-legal-general-condition = General conditions
route-legal-privacy-policy = Privacy policy
route-legal-terms-conditions = Terms and conditions
route-legal-cancellation-policy = Cancellation policy
route-wishlist = Wishlist
route-search-ai = Ask: describe your trip

month-1 = January
month-2 = February
month-3 = March
month-4 = April
month-5 = May
month-6 = June
month-7 = July
month-8 = August
month-9 = September
month-10 = October
month-11 = November
month-12 = December

home-title = Travel the world in small groups
home-lead = { $departures ->
    [one] { $departures } departure
   *[other] { $departures } departures
} to { $countries ->
    [one] { $countries } country
   *[other] { $countries } countries
}, each led by a coordinator.
home-description = Group trips for travelers aged 25 to 49: at most 15 people, a coordinator, more than 100 countries.
home-travels-title = Trips leaving soon
home-areas-title = Where to go
home-why-title = Why travel with us
see-all-travels = See all destinations

sp-deposit = A deposit of { $amount } secures your place.
sp-balance = The balance is due 31 days before departure.
sp-cancellation = Free cancellation up to 31 days before departure, or up to 8 days with Flexible Cancellation.
sp-insurance = Medical and baggage insurance always included.
sp-private-room = A private room is optional, and free when you book for two.
sp-group = Groups of at most 15 travelers with a coordinator.

travels-title = All destinations
travels-intro = Every trip we run, in more than 100 countries.
area-title = { $continent ->
    [Americas] Trips to the Americas
   *[other] Trips to { $continent }
}
area-intro = { $continent ->
    [Americas] Small-group trips across the Americas, each with a coordinator.
   *[other] Small-group trips across { $continent }, each with a coordinator.
}
tours-title = Confirmed departures
tours-description = Departures that are guaranteed to leave: you can book your flights.
coordinators-description = The people who lead our groups: travelers first, then coordinators.
events-description = Meet other travelers before you leave: WeMeet evenings in cities near you, organized by our coordinators.
search-ai-description = Describe the trip you have in mind, in your own words, and we will show what we understood and the trips that match.
login-description = Enter your e-mail and we will send you a one-time code.
wishlist-empty = Your wishlist is empty: save the trips you like and find them here.

price-from = from
rating-summary = { $rating } ({ $count ->
    [one] { $count } review
   *[other] { $count } reviews
})
travel-days = { $days ->
    [one] 1 day
   *[other] { $days } days
}
age-range = Ages { $range }
age-all = All ages (25-49)
age-by-date = Depends on the date: each departure shows its age group
collection = Collection
travel-overview = The trip
travel-dates = Dates and prices
travel-see-dates = See the dates
no-dates = No dates yet: ask for an alert and we will tell you when new dates appear.
included = Included
not-included = Not included
itinerary = Itinerary
itinerary-full = Day by day itinerary
itinerary-day = Day { $day }
itinerary-night = Night in { $place }
faqs = Frequently asked questions
reviews = Reviews
coordinator = Your coordinator
coordinator-lives-in = Lives in { $city }
coordinator-trips = Trips with this coordinator
other-dates = Other dates
book-now = Book now
book-request = Ask to join
sold-out = The tour is no longer available. See the other dates.
waiting-list-contact = On request: our customer care will confirm your place.
flights-ok = Flights may be bought.
flights-wait = Wait for confirmation before buying flights.
event-attendees = { $count } attending

mood-nature = Nature
mood-relax = Relax
mood-history = History
mood-culture = Culture
mood-party = Party

status-PLANNED = Planned
status-ALMOST_CONFIRMED = Almost confirmed
status-CONFIRMED = Confirmed
status-ALMOST_FULL = Almost full
status-WAITING_LIST = On request
status-SOLD_OUT = Sold out
status-PLANNED-meaning = The minimum group has not been reached yet.
status-ALMOST_CONFIRMED-meaning = Some travelers are aboard; not confirmed yet.
status-CONFIRMED-meaning = Guaranteed departure.
status-ALMOST_FULL-meaning = Last places left.
status-WAITING_LIST-meaning = Bookable only through customer care.
status-SOLD_OUT-meaning = Full: see the other dates.
seat-not-confirmed = { $seats ->
    [one] 1 traveler to confirm
   *[other] { $seats } travelers to confirm
}
seat-confirmed = { $free ->
    [one] 1 seat left
   *[other] { $free } seats left
}

rating-bad = Bad
rating-poor = Poor
rating-average = Average
rating-great = Great
rating-excellent = Excellent

pagination-label = Pages
pagination-prev = Previous
pagination-next = Next
pagination-page = Page { $page } of { $last }
pagination-past-end = This page is past the end of the results.
pagination-go-to = Go to page { $page }

no-trips = There are no trips that match your search
not-found-title = This page is not on the map!
not-found-description = The page you are looking for has moved or never existed.
not-found-cta = Show tours
error-title = Error
error-subtitle = There was an error!
error-generic = Something went wrong! Please try again later.
error-bad-currency = This currency is not available.
error-bad-form = The form could not be read. Please try again.
error-cross-site = This form was sent from another site, so it was not accepted. Please try again from this page.
error-method = This page cannot be used that way. Please open it from a link.

# Search bar and search page filters (issue 6).
search-history = Recent searches
search-recent-title = Your recent searches
search-periods-tab = Months
search-dates-tab = Dates
search-continents = Continents
search-destinations = Destinations
search-loading = Searching…
search-no-destination = We found no destination for “{ $text }”.
search-clear-all = Clear all
search-previous-month = Previous month
search-next-month = Next month
search-trips-count = { $count } trips
search-trips-count-one = { $count } trip
search-departures-count = { $count } departures
search-departures-count-one = { $count } departure
filters-title = Filters
filters-sort-title = Filters and sort
filters-clear = Clear filters
filter-all = All
filter-price = Price
filter-price-max = Up to { $amount }
filter-price-over = Over { $amount }
filter-price-between = { $from } – { $to }
filter-duration = Duration
filter-duration-max = Up to { $days } days
filter-duration-over = Over { $days } days
filter-age = Age
filter-discounted = Offers
filter-discounted-only = Discounted departures only
filter-private-room = Room
filter-private-room-only = Private room available
filter-badge = Badge
badge-HOT = Selling fast
badge-SAFE = Sure departure
badge-NEW = New
filter-status = Departure status
filter-travel-type = Type of trip
type-adventure = Adventure
type-tour = Tour
type-beach = Beach
type-trekking = Trekking
type-city = City
type-roadtrip = Road trip
filter-unique = Unique trips
filter-unique-only = Only unique trips
filter-travel-style = Travel style
style-classic = Classic
style-active = Active
style-comfort = Comfort
style-backpacking = Backpacking
search-zero-title = There are no trips that match your search
search-zero-options = Try one of these:
search-zero-any-date = Search any date
search-zero-anywhere = Search every destination
search-zero-no-filters = Search without filters
search-where-not-found = We could not find “{ $text }” among our destinations.
sort-apply = Sort
period-easter = Easter { $year }
period-christmas = Christmas and New Year { $year }

## Layout (issue 7)
menu-open = Menu
modal-close = CLOSE
bean-label = Announcement
bean-close = Close this announcement
footer-more = More links
footer-less = Fewer links
carousel-previous = Previous
carousel-next = Next
page-sections = On this page
geo-message = Our { $edition } site shows prices in { $currency }. Would you like to go there?
geo-message-same-currency = Our { $edition } site is made for where you are. Would you like to go there?
geo-go = Go to { $edition }
geo-stay = Stay here

## Calendar
weekday-short-1 = Mon
weekday-short-2 = Tue
weekday-short-3 = Wed
weekday-short-4 = Thu
weekday-short-5 = Fri
weekday-short-6 = Sat
weekday-short-7 = Sun
calendar-previous = ‹ Previous month
calendar-next = Next month ›

## Trip page
photos = Photos
gallery-title = Photos of the trip
gallery-position = Photo { $position } of { $count }
gallery-previous = ‹ Previous photo
gallery-next = Next photo ›
reviews-by-stars = Reviews by stars
reviews-stars = { $stars ->
    [one] 1 star
   *[other] { $stars } stars
}
review-other-language = written in another language
fact-duration = Duration
travel-days-nights = { $days } days, { $nights ->
    [one] 1 night
   *[other] { $nights } nights
}
fact-age = Age range
age-explain-25-35 = For travelers aged 25 to 35; flexible for 21-25 and 36-37.
age-explain-35-49 = For travelers aged 35 to 49; those aged 33-34 are welcome too, and may also pick 25-35 or all-ages trips.
age-explain-all = For every age from 25 to 49; travelers aged 21-25 are welcome too.
age-groups-more = How age groups work
fact-moods = Moods
fact-private-room = Private room
private-room-available = Available on request.
private-room-unavailable = Rooms are shared with another traveler of the group.
private-room-more = About private rooms
collection-explained = A hand-picked trip of our Collection.
unique-explained = A one-of-a-kind itinerary you will not find elsewhere.
departures-all = Every departure
departures-caption = Every departure with its price, status and travelers still needed
departures-show-all = See all { $count } departures
departures-dates = Dates
departures-price = Price
departures-status = Status
departures-to-confirm = To confirm
decided-by = Confirmed or cancelled by { $date }
decision-late = The decision on this departure is due now: we confirm or cancel it within days, and if we cancel you get everything back.
faq-category-general = General
faq-category-itinerary = Itinerary
faq-category-destination = Destination
money-pot = Money pot
money-pot-amount = About { $amount } per person
money-pot-explained = The group's shared kitty for local costs named in the itinerary (transport, entrance fees, some meals). You pay it on the trip; the coordinator keeps the accounts and any balance is returned.
related-trips = You may also like

## Tour page
promo-valid = Promo code { $code }: valid until { $date }.
tour-deposit = Book with a deposit of { $amount } until { $date }.
tour-no-deposit = Departure is close: the whole price is paid at booking.
tour-on-request-payment = Customer care confirms the seat and tells you how and when to pay.
tour-balance = The balance is due on { $date }.
money-pot-included = The money pot is included in the price.
refund-title = If your plans change
refund-free = Cancel for free until { $date }, or until { $flexible } with Flexible Cancellation.
refund-flexible-only = Free cancellation is now possible only with Flexible Cancellation, until { $date }.
refund-none = Departure is less than 8 days away: cancelling is no longer free.
refund-not-confirmed = If this departure is not confirmed by { $date }, it is cancelled and you get everything back.
refund-policy-link = Read the cancellation policy
tour-description = { $title }: departure from { $from } to { $to }, { $status }, { $price }.

## Accounts: login with a one-time code, wishlist, group info, profile area
island-login = Log in
island-profile = Profile
island-consents = Consents
island-communications = Manage communications
island-logout = Log out
island-account-menu = Your account
island-save = Save to wishlist
island-saved = Saved to your wishlist
island-removed = Removed from your wishlist
island-save-aria = Save to your wishlist
island-remove-aria = Remove from your wishlist
island-confirm-remove-title = Remove this trip?
island-confirm-remove-text = You also saved { $count ->
    [one] a departure
   *[other] { $count } departures
} of this trip: { $count ->
    [one] it will be removed too.
   *[other] they will be removed too.
}
island-confirm = Remove
island-cancel = Cancel
island-auth-title = Log in or sign up
island-email-label = E-mail
island-continue = Continue
island-edit-email = Change e-mail
island-close = Close
island-new-user-title = Welcome to Caravan
island-existing-user-title = Welcome back
island-existing-user-text = We will send a one-time code to { $email }.
island-consent-question = Would you like to receive our news and offers by e-mail?
island-consent-accept = Yes, I accept
island-consent-decline = No, thanks
island-privacy-note = By continuing you accept our privacy policy and terms and conditions.
island-privacy-link = Privacy policy
island-terms-link = Terms and conditions
island-send-code = Send me a code
island-code-label = One-time code
island-code-sent = We sent a 6-digit code to { $email }. It is valid for 10 minutes.
island-verify = Confirm
island-resend-in = You can ask for a new code in { $seconds } s
island-resend = Send a new code
island-generic-error = Something went wrong! Please try again later.
island-invalid-email = Invalid email
island-group-info-title = Who is traveling
island-group-info-open = See who is traveling
island-group-info-locked = Log in or sign up to see who is traveling on this departure.
island-travellers-count = Travelers booked
island-first-timers = First trip with us
island-trips-done = Trips done with us, all together
island-male = Men
island-female = Women
island-expected-group-size = Expected group size
island-interested-count = People interested
island-snapshot-title = The group at a glance
island-first-timer-share = Share on their first trip
island-no-snapshot = The group snapshot appears once at least 3 travelers share it.
island-wishlist-link = Wishlist
login-new-user-text = { $email } is new to us: one more choice and we will send you a code.
wishlist-login = Log in to see the trips and departures you saved.
wishlist-travels = Saved trips ({ $count })
wishlist-tours = Saved departures ({ $count })
account-title = Your account
account-description = Your profile, consents and communications.
account-saved = { $travels ->
    [one] { $travels } saved trip
   *[other] { $travels } saved trips
}, { $tours ->
    [one] { $tours } saved departure
   *[other] { $tours } saved departures
}
account-privacy-accepted = You have accepted the current privacy policy and terms.
account-privacy-accept = Accept the privacy policy
account-save = Save
details-title = Your details for booking
details-first-name = First name
details-last-name = Last name
details-tax-code = Tax code
details-tax-code-required = The booking site needs your tax code to issue the invoice: we keep it so checkout does not ask again.
details-tax-code-optional = Optional: add it if your invoice needs one.
details-saved = Your details are saved.
details-name-invalid = Use at most 80 letters, without special characters.
details-name-full = Write your first and last name: a full name has at least two words.
tax-code-missing = Enter your tax code: it is required for bookings in this country.
tax-code-not-italian = This is not a valid Italian tax code (codice fiscale): 16 characters, check the last letter.
tax-code-not-spanish = This is not a valid DNI or NIE: 8 digits (or X, Y, Z and 7 digits) and a letter; check the letter.
tax-code-malformed = A tax code has 4 to 32 letters and digits.
error-invalid-email = Invalid email
error-wrong-code = The code is wrong
error-code-expired = This code has expired: ask for a new one.
error-too-many-tries = Too many wrong tries: ask for a new code.
error-code-missing = There is no code to check for this e-mail: ask for a new one.
error-rate-limited = Too many attempts. Please wait { $seconds } seconds and try again.
error-too-large = The request is too large.
error-invalid-filters = The search filters are not valid
error-invalid-body = The request is not valid
error-invalid-question = Ask a question
error-invalid-page = The page number is not valid
error-invalid-request = The request is not valid
error-uri-too-long = The address is too long. Go back and try a shorter search.
error-headers-too-large = The request carries too much data (often too many cookies). Clear this site's cookies and try again.
error-consent-required = Please choose whether you want to receive our news.
error-item-not-found = This trip or departure does not exist any more.
error-mail-failed = We could not send the e-mail. Please try again in a moment.
error-unauthenticated = Please log in to continue.
error-privacy-policy = Please accept the updated privacy policy to continue.
error-wishlist-has-tours = You also saved { $count ->
    [one] a departure
   *[other] { $count } departures
} of this trip: confirm to remove { $count ->
    [one] it
   *[other] them
} too.
error-login-client = This login link is not valid for this site.
error-login-request = This login request is incomplete or not valid. Please start again.
error-login-refused = The login was cancelled. Please try again.
error-login-unverified = The login provider has not verified this e-mail address, so it cannot open a Caravan account. Verify it with your provider and try again.
error-login-unlinked = This e-mail address already has a Caravan account that is not linked to this login provider. Log in with a code sent to your e-mail instead.
error-login-expired = The login took too long or was opened in another browser. Please try again.
error-login-provider = Logging in is not available right now. Please try again later.
mail-code-subject = { $code } is your Caravan code
mail-code-intro = Here is your one-time code to log in to Caravan:
mail-code-validity = It is valid for { $minutes } minutes and can be used once.
mail-code-ignore = If you did not ask for it, you can ignore this e-mail.
mail-code-alerts-subject = { $code } is your code for Caravan alerts
mail-code-alerts-intro = Here is your one-time code to turn on your Caravan alerts:
mail-signature = The Caravan team

## Alerts, questions to coordinators, the waitlist
alert-open = Notify me
alert-which = Tell me when
alert-kind-STOCKOUT_TRAVEL = New dates are published
alert-kind-TOUR_CONFIRMED = This departure is confirmed
alert-kind-PRICE_DROPPED = The price drops
alert-phone = Phone (optional, only for important news)
alert-submit = Turn on alerts
alert-turn-off = Turn off
alerts-title = Alerts
alerts-none = You have no alerts on.
alerts-on-title = Alerts on
alerts-on-text = We will write to you about { $title }.
alert-subject-departure = { $title }, departing { $date }
alerts-on-generic = Your alerts are on. We will write to you when something changes.
alerts-check-mail-title = Check your e-mail
alerts-check-mail-text = We sent a link to { $email }: open it to turn your alerts on.
alerts-confirm-title = Turn your alerts on?
alerts-confirm-text = Confirm and we will write to you when something changes.
alerts-confirm-button = Turn on alerts
alerts-off-confirm-title = Turn this alert off?
alerts-off-confirm-text = You will not hear from us about this trip any more.
alerts-off-title = Alert off
alerts-off-text = This alert is off. You can turn it on again from the trip page.
question-open = Ask { $name } a question
question-message = Your question
question-submit = Send the question
question-sent-title = Question sent
question-sent-text = { $name } will answer by e-mail. We sent you a copy of your question.
question-sent-generic = Thank you: your question is on its way.
waitlist-intro = This departure is sold out. Join the waitlist: if a seat frees up, the first in line gets it held for them.
waitlist-join = Join the waitlist
waitlist-joined-title = You are on the waitlist
waitlist-place = You are number { $number } in line.
waitlist-offered = A seat is held for you until { $until }.
message-back = Back
message-refused-title = That did not work
error-invalid-phone = Invalid phone number
error-no-alert = There is no alert for this departure.
error-link-used = This link has already been used or is no longer valid.
error-not-sold-out = This departure is not sold out: you can book it.
error-question-length = Write your question in at most { $max } characters.
error-question-empty = Write your question first: a few words are enough for the coordinator to answer.
mail-unsubscribe = Turn off this alert
mail-see-trip = See the trip
mail-price-subject = Price drop: { $title }
mail-price-text = Good news: { $title } on { $date } now costs { $price } instead of { $old }.
mail-confirmed-subject = Confirmed: { $title }
mail-confirmed-text = The departure of { $title } on { $date } is confirmed: the group is formed and the trip will take place.
mail-new-dates-subject = New dates: { $title }
mail-new-dates-text = { $title } has new departures. Have a look before the seats go.
mail-alert-confirm-subject = Turn on your alerts for { $title }
mail-alert-confirm-text = Someone (hopefully you) asked for alerts about { $title } at this address.
mail-alert-confirm-link = Turn on the alerts
mail-waitlist-subject = A seat for you: { $title }
mail-waitlist-text = A seat freed up on { $title } on { $date }, and you are first in line: it is held for you until { $until }.
mail-question-subject = A traveler asks about { $title }
mail-question-text = { $email } asks:
mail-question-ack-subject = Your question to { $coordinator }
mail-question-ack-text = { $coordinator } will answer you by e-mail.
mail-question-ack-copy = Your question:

## Ask (/search-ai)
ask-label = Describe your trip
ask-placeholder = e.g. two weeks in Japan in April under €3,000
ask-submit = Search
ask-understood = What we understood
ask-live-hint = We read your wish as you type; remove anything we got wrong.
ask-chip-remove = Remove { $label }
ask-chip-remove-label = Remove
ask-kind-destination = Where
ask-kind-continent = Where
ask-kind-dates = When
ask-kind-duration = How long
ask-kind-budget = Budget
ask-kind-age = Age
ask-kind-mood = Mood
ask-kind-travelType = Kind of trip
ask-kind-travelStyle = Style
ask-kind-privateRoom = Room
ask-kind-discounted = Price
ask-kind-confirmed = Departures
ask-kind-collection = Line
ask-kind-sort = Order
ask-kind-text = Words
ask-results = { $count ->
    [one] One trip matches
   *[other] { $count } trips match
}
ask-why-meets = Matches: { $list }
ask-why-misses = Doesn't match: { $list }
ask-relaxed-dates = Nothing matched exactly, so we widened your dates by two weeks on each side.
ask-relaxed-budget = Nothing matched exactly, so we raised your budget by 15%.
ask-relaxed-neighbours = Nothing matched exactly, so we added neighboring countries.
ask-relaxed-themes = Nothing matched exactly, so we also show trips of another kind.
ask-failure-title = Ops, the spell didn't work!
ask-failure-advice = We could not understand your wish. Try rephrasing it with a place, a month, a length or a budget, for example "a week in Greece in June".
ask-examples = Try "10 days in Peru in May", "beach and party in Thailand this summer under €1,500" or "a long weekend in Europe with a private room".

## WeMeet events search
events-city = City
events-any-city = All cities
events-when = When
events-when-today = Today
events-when-tomorrow = Tomorrow
events-when-this-week = This week
events-when-this-weekend = This weekend
events-when-next-week = Next week
events-when-this-month = This month
events-when-next-30-days = Next 30 days
events-when-whenever = Whenever
events-submit = Show events
events-found = { $count ->
    [0] No events
    [one] One event
   *[other] { $count } events
}
events-none = No WeMeet events match. Try another city or a wider time.
event-organised-by = Organized by { $name }

## Flights
flights-title = Flights
flights-intro = Suggested round trips from { $market } airports, arriving by day 1 and flying back after the last day. Prices are per person and indicative.
flights-intro-any = Suggested round trips from the airports below, arriving by day 1 and flying back after the last day. Prices are per person and indicative.
flights-from-airport = From { $city } ({ $code })
flights-price-from = from { $price }
flights-min-price = Flights from { $price }
flights-search = Search flights
flights-modal-title = Flights for { $title }
flights-outbound = Outbound
flights-return = Return
flights-stops = { $stops ->
    [0] Direct
    [one] 1 stop
   *[other] { $stops } stops
}
flights-duration = { $hours } h { $minutes } min
flights-none = No flight suggestions for this departure.
flights-advice-wait = Wait for confirmation before buying flights: this departure is not guaranteed yet.
flights-advice-buy = This departure is guaranteed: flights may be bought.
flights-advice-sold-out = This departure is full. See other dates.
flights-choose-airport = Departure airport
flights-show = Show flights
flights-disclaimer = Flights are not included in the trip price. Book them with the airline of your choice.

## Chat assistant
chat-open = Questions? Ask us
chat-title = Ask Caravan
chat-intro = Ask about deposits, cancellation, insurance, age groups, private rooms or a trip.
chat-placeholder = Type your question
chat-send = Send
chat-close = Close
chat-sources = Read more
chat-unsure = I'm not sure I can answer that well. Our team can help you directly.
chat-handoff = Talk to us
chat-thinking = Looking that up…
chat-error = Something went wrong! Please try again later.
chat-widget-consent = Chat with our team? This loads our messaging provider's chat.
chat-widget-accept = Open the chat

## Tracking consent
consent-title = Your privacy
consent-text = We use cookies that the site needs, and with your consent cookies to measure how it is used, to test improvements and to chat with our team's provider.
consent-privacy = Privacy policy
consent-accept = Accept all
consent-reject = Reject all
consent-choose = Choose
consent-analytics = Analytics: how pages are used
consent-experiments = Experiments: trying improvements
consent-chat = Chat provider: talk to our team
consent-save = Save my choices

# Bookings and trips (spec §6)
route-account-trips = Bookings and trips
route-partnership = Partnership
trips-description = Your upcoming and past trips: status, payments, cancelling and calendar files.
trips-upcoming = { $count ->
    [one] Upcoming trip
   *[other] Upcoming trips ({ $count })
}
trips-past = { $count ->
    [one] Past trip
   *[other] Past trips ({ $count })
}
trips-upcoming-none = No upcoming trips yet: your next group is waiting.
trips-past-none = No past trips yet.
trips-help = A question about a booking? Quote its reference when you write to us:
trips-balance-due = Deposit paid · balance of { $amount } due by { $date }
trips-payment-deposit = Deposit paid
trips-payment-paid = Paid in full
trips-payment-refunded = Refunded
trips-status-confirmed = Confirmed
trips-status-awaiting = Waiting for the group
trips-status-travelled = Traveled
trips-status-cancelled = Cancelled
trips-travellers = { $count ->
    [one] 1 traveler
   *[other] { $count } travelers
}
trips-reference = Booking { $reference }
trips-manage = Booking details
trips-cancel = Cancel (refund: { $amount })
trips-calendar = Add to calendar (.ics)
error-bookings-unavailable = Your bookings can't be shown right now. Please try again in a few minutes.
# EU Omnibus Directive: beside every reduced price
price-lowest-30-days = Lowest price in the 30 days before the discount: { $amount }

# Social proofing (ab-test-social-proofing, variant arm): recent wishlist saves of a departure.
social-proof-saved = { $count } travelers saved this departure in the last { $days } days.

# The built-in booking desk: checkout (/booking/{tourId}/start) and a booking's own page.
checkout-title = Book your place
checkout-seats = { $count ->
    [one] 1 seat left
   *[other] { $count } seats left
}
checkout-price-each = { $price } per traveler
checkout-choices = Your booking
checkout-travellers = Travelers
checkout-private-room-choice = A private room (free when you book for 2)
checkout-flexible-choice = Flexible Cancellation: cancel for free up to 8 days before departure
checkout-payment-deposit = Pay the deposit now and the balance later
checkout-payment-full = Pay the whole price now
checkout-promo = Promo code
checkout-update = Update the price
checkout-trips = { $count ->
    [one] The trip for 1 traveler
   *[other] The trip for { $count } travelers
}
checkout-private-room = Private room
checkout-flexible = Flexible Cancellation
checkout-total = Total
checkout-pay-now = To pay now
checkout-balance = Balance, due by { $date }
checkout-login-needed = Log in or sign up with your email to book: we send you a code, no password needed.
checkout-login = Log in or sign up
checkout-demo-payment = This is a demonstration payment: no card is asked for and nothing is charged.
checkout-pay = Pay { $amount } (demonstration)
booking-title = Booking { $reference }
booking-done = Booked! Your booking reference is { $reference }; you will also find it under Bookings and trips.
booking-refunded = Canceled · refunded { $amount }
booking-paid-balance = Paid { $paid } · balance of { $amount } due by { $date }
booking-paid-full = Paid in full: { $paid }
booking-private-room = Private room
booking-flexible = Flexible Cancellation
booking-total = Total: { $amount }
booking-cancel = Cancel this booking (refund: { $amount })
booking-cancel-question = Cancel this booking? Following the cancellation policy, you get { $amount } back.
booking-cancel-yes = Yes, cancel the booking
booking-calendar = Add to calendar (.ics)
booking-calendar-day = Day
booking-error-sold-out = The tour is no longer available: this departure is sold out. See the other dates.
booking-error-not-enough-seats = { $count ->
    [one] Only 1 seat is left on this departure.
   *[other] Only { $count } seats are left on this departure.
}
booking-error-departed = This departure has already left.
booking-error-on-request = This departure is on request: book it through customer care.
booking-error-not-found = We can't find that booking or departure.
booking-error-travellers = A booking is for 1 to 4 travelers.
booking-error-deposit-closed = The deposit is no longer offered for this departure: the balance is already due, so the whole price is paid now.
booking-error-promo-expired = This promo code has expired.
booking-error-promo-unknown = This promo code is not valid for this departure.
booking-error-currency = This departure can't be booked in that currency.
booking-error-private-room = This trip has no private rooms.
booking-error-already-cancelled = This booking is already canceled.
