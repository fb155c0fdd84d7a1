/**
 * The catalogue's story, as plain data: Indian cities and neighbourhoods with real coordinates, categories and their
 * products, keywords, outlets (vendors) and students. seed-catalogue.ts turns it into records.
 */

/** States beyond the four the core seed writes (1 Karnataka, 2 Maharashtra, 3 Gujarat, 4 Delhi). */
export const EXTRA_STATES = [
  { id: 5, name: 'Telangana' },
  { id: 6, name: 'Tamil Nadu' },
  { id: 7, name: 'West Bengal' },
  { id: 8, name: 'Rajasthan' },
  { id: 9, name: 'Kerala' },
] as const

type Area = { name: string; latitude: number; longitude: number; pincode: string }
type CitySeed = { id: number; name: string; state_id: number; latitude: number; longitude: number; areas: Area[] }

/** Cities (centre coordinates) and the neighbourhoods outlets sit in. */
export const CITIES: CitySeed[] = [
  { id: 1, name: 'Bengaluru', state_id: 1, latitude: 12.9716, longitude: 77.5946, areas: [
    { name: 'Koramangala', latitude: 12.9352, longitude: 77.6245, pincode: '560034' },
    { name: 'Indiranagar', latitude: 12.9719, longitude: 77.6412, pincode: '560038' },
    { name: 'Jayanagar', latitude: 12.9308, longitude: 77.5838, pincode: '560041' },
    { name: 'HSR Layout', latitude: 12.9116, longitude: 77.6474, pincode: '560102' },
    { name: 'Whitefield', latitude: 12.9698, longitude: 77.75, pincode: '560066' },
    { name: 'Malleshwaram', latitude: 13.0035, longitude: 77.571, pincode: '560003' },
  ] },
  { id: 2, name: 'Mumbai', state_id: 2, latitude: 19.076, longitude: 72.8777, areas: [
    { name: 'Bandra West', latitude: 19.0596, longitude: 72.8295, pincode: '400050' },
    { name: 'Andheri West', latitude: 19.1363, longitude: 72.8277, pincode: '400058' },
    { name: 'Colaba', latitude: 18.9067, longitude: 72.8147, pincode: '400005' },
    { name: 'Dadar', latitude: 19.0178, longitude: 72.8478, pincode: '400014' },
    { name: 'Powai', latitude: 19.1176, longitude: 72.906, pincode: '400076' },
    { name: 'Marine Drive', latitude: 18.9438, longitude: 72.8231, pincode: '400020' },
  ] },
  { id: 3, name: 'Pune', state_id: 2, latitude: 18.5204, longitude: 73.8567, areas: [
    { name: 'Kothrud', latitude: 18.5074, longitude: 73.8077, pincode: '411038' },
    { name: 'Koregaon Park', latitude: 18.5362, longitude: 73.894, pincode: '411001' },
    { name: 'FC Road', latitude: 18.5236, longitude: 73.8406, pincode: '411004' },
    { name: 'Viman Nagar', latitude: 18.5679, longitude: 73.9143, pincode: '411014' },
    { name: 'Hinjewadi', latitude: 18.5913, longitude: 73.7389, pincode: '411057' },
  ] },
  { id: 4, name: 'Delhi', state_id: 4, latitude: 28.6139, longitude: 77.209, areas: [
    { name: 'Connaught Place', latitude: 28.6315, longitude: 77.2167, pincode: '110001' },
    { name: 'Hauz Khas', latitude: 28.5494, longitude: 77.2001, pincode: '110016' },
    { name: 'North Campus', latitude: 28.6877, longitude: 77.209, pincode: '110007' },
    { name: 'Lajpat Nagar', latitude: 28.5677, longitude: 77.2433, pincode: '110024' },
    { name: 'Chandni Chowk', latitude: 28.6506, longitude: 77.2303, pincode: '110006' },
    { name: 'Saket', latitude: 28.5245, longitude: 77.2066, pincode: '110017' },
  ] },
  { id: 5, name: 'Ahmedabad', state_id: 3, latitude: 23.0225, longitude: 72.5714, areas: [
    { name: 'Navrangpura', latitude: 23.0365, longitude: 72.5611, pincode: '380009' },
    { name: 'Manek Chowk', latitude: 23.0225, longitude: 72.5877, pincode: '380001' },
    { name: 'Satellite', latitude: 23.03, longitude: 72.5176, pincode: '380015' },
    { name: 'Vastrapur', latitude: 23.035, longitude: 72.5293, pincode: '380015' },
  ] },
  { id: 6, name: 'Hyderabad', state_id: 5, latitude: 17.385, longitude: 78.4867, areas: [
    { name: 'Hitech City', latitude: 17.4435, longitude: 78.3772, pincode: '500081' },
    { name: 'Banjara Hills', latitude: 17.4126, longitude: 78.4482, pincode: '500034' },
    { name: 'Secunderabad', latitude: 17.4399, longitude: 78.4983, pincode: '500003' },
    { name: 'Gachibowli', latitude: 17.4401, longitude: 78.3489, pincode: '500032' },
    { name: 'Charminar', latitude: 17.3616, longitude: 78.4747, pincode: '500002' },
  ] },
  { id: 7, name: 'Chennai', state_id: 6, latitude: 13.0827, longitude: 80.2707, areas: [
    { name: 'T Nagar', latitude: 13.0418, longitude: 80.2341, pincode: '600017' },
    { name: 'Adyar', latitude: 13.0012, longitude: 80.2565, pincode: '600020' },
    { name: 'Anna Nagar', latitude: 13.085, longitude: 80.2101, pincode: '600040' },
    { name: 'Mylapore', latitude: 13.0368, longitude: 80.2676, pincode: '600004' },
    { name: 'Velachery', latitude: 12.9815, longitude: 80.218, pincode: '600042' },
  ] },
  { id: 8, name: 'Kolkata', state_id: 7, latitude: 22.5726, longitude: 88.3639, areas: [
    { name: 'Park Street', latitude: 22.5526, longitude: 88.352, pincode: '700016' },
    { name: 'Salt Lake', latitude: 22.5867, longitude: 88.4171, pincode: '700091' },
    { name: 'Gariahat', latitude: 22.5186, longitude: 88.366, pincode: '700019' },
    { name: 'College Street', latitude: 22.5752, longitude: 88.3633, pincode: '700073' },
  ] },
  { id: 9, name: 'Jaipur', state_id: 8, latitude: 26.9124, longitude: 75.7873, areas: [
    { name: 'MI Road', latitude: 26.9157, longitude: 75.8056, pincode: '302001' },
    { name: 'C Scheme', latitude: 26.905, longitude: 75.8, pincode: '302001' },
    { name: 'Malviya Nagar', latitude: 26.8549, longitude: 75.8243, pincode: '302017' },
    { name: 'Vaishali Nagar', latitude: 26.9117, longitude: 75.7434, pincode: '302021' },
  ] },
  { id: 10, name: 'Mysuru', state_id: 1, latitude: 12.2958, longitude: 76.6394, areas: [
    { name: 'Devaraja Mohalla', latitude: 12.3086, longitude: 76.653, pincode: '570001' },
    { name: 'Gokulam', latitude: 12.3301, longitude: 76.6345, pincode: '570002' },
    { name: 'Kuvempunagar', latitude: 12.287, longitude: 76.629, pincode: '570023' },
  ] },
  { id: 11, name: 'Vadodara', state_id: 3, latitude: 22.3072, longitude: 73.1812, areas: [
    { name: 'Alkapuri', latitude: 22.312, longitude: 73.167, pincode: '390007' },
    { name: 'Sayajigunj', latitude: 22.314, longitude: 73.181, pincode: '390020' },
    { name: 'Fatehgunj', latitude: 22.323, longitude: 73.188, pincode: '390002' },
  ] },
  { id: 12, name: 'Kochi', state_id: 9, latitude: 9.9312, longitude: 76.2673, areas: [
    { name: 'Fort Kochi', latitude: 9.9658, longitude: 76.2421, pincode: '682001' },
    { name: 'MG Road', latitude: 9.97, longitude: 76.2856, pincode: '682016' },
    { name: 'Edappally', latitude: 10.0261, longitude: 76.3086, pincode: '682024' },
    { name: 'Kakkanad', latitude: 10.0159, longitude: 76.3419, pincode: '682030' },
  ] },
]

export const STREETS = ['1st Main Road', '2nd Cross Road', 'Station Road', 'Market Lane', 'College Road', 'Temple Street', 'Park Avenue', 'Lake View Road', 'Church Street', 'Gandhi Bazaar Road']

type PriceBand = readonly number[]

type CategorySeed = {
  id: number
  name: string
  /** Shown as a carousel on home. */
  top: boolean
  /** Prices deals of this category are drawn from (rupees). */
  prices: PriceBand
  /** Discount range, percent. */
  discounts: readonly [number, number]
  products: ReadonlyArray<{ name: string; deals: readonly string[] }>
  /** Keyword ids that suit this category. */
  keywords: readonly number[]
  /** What to write in a deal's description. */
  pitch: string
}

/** Twelve categories; each product carries the deal titles outlets give it. */
export const CATEGORIES: CategorySeed[] = [
  { id: 1, name: 'Food', top: true, prices: [99, 149, 199, 249, 299, 349, 449, 599], discounts: [10, 40], keywords: [1, 3, 8, 15, 17], pitch: 'Freshly cooked, generous portions, served hot',
    products: [
      { name: 'Thali', deals: ['Unlimited Veg Thali Lunch', 'Gujarati Thali for Students', 'Mini Thali Weekday Special'] },
      { name: 'Biryani', deals: ['Hyderabadi Chicken Biryani', 'Veg Dum Biryani Bucket', 'Biryani & Raita Combo'] },
      { name: 'Pizza', deals: ['Large Farmhouse Pizza', 'Two Medium Pizzas for Two', 'Cheese Burst Pizza Night'] },
    ] },
  { id: 2, name: 'Cafes', top: true, prices: [59, 79, 99, 129, 149, 199, 249], discounts: [10, 35], keywords: [1, 4, 10, 16, 5], pitch: 'Brewed to order, with quiet tables for studying',
    products: [
      { name: 'Cold Coffee', deals: ['Classic Cold Coffee', 'Cold Coffee & Brownie', 'Hazelnut Frappe Happy Hours'] },
      { name: 'Masala Chai', deals: ['Masala Chai & Bun Maska', 'Kulhad Chai for Two', 'Chai & Samosa Study Break'] },
      { name: 'Sandwich', deals: ['Grilled Veg Sandwich Combo', 'Club Sandwich & Iced Tea', 'Bombay Masala Toast'] },
    ] },
  { id: 3, name: 'Street Food', top: true, prices: [39, 49, 69, 89, 99, 129], discounts: [10, 30], keywords: [8, 3, 5, 1], pitch: 'The classic street flavours, made hygienically',
    products: [
      { name: 'Pani Puri', deals: ['Pani Puri Plate of 12', 'Chaat Platter for Friends', 'Dahi Puri & Sev Puri Combo'] },
      { name: 'Vada Pav', deals: ['Vada Pav Double Treat', 'Vada Pav & Cutting Chai', 'Misal Pav Breakfast'] },
      { name: 'Momos', deals: ['Steamed Veg Momos', 'Tandoori Momos Platter', 'Momos & Thukpa Combo'] },
    ] },
  { id: 4, name: 'Fitness', top: true, prices: [299, 499, 799, 999, 1499, 2499, 3999], discounts: [15, 50], keywords: [7, 18, 1, 14], pitch: 'Certified trainers, clean equipment and flexible timings',
    products: [
      { name: 'Gym Membership', deals: ['Monthly Gym Membership', 'Quarterly Gym Pass for Students', 'Gym Day Pass'] },
      { name: 'Yoga Class', deals: ['Morning Yoga 10 Sessions', 'Power Yoga Monthly', 'Weekend Yoga Workshop'] },
      { name: 'Zumba Session', deals: ['Zumba Monthly Batch', 'Zumba Trial Week', 'Dance Fitness 8 Classes'] },
    ] },
  { id: 5, name: 'Salon and Spa', top: true, prices: [149, 199, 299, 499, 799, 1199], discounts: [15, 45], keywords: [19, 14, 2, 13], pitch: 'Hygienic stations, trained stylists and branded products',
    products: [
      { name: 'Haircut', deals: ["Men's Haircut & Beard Trim", "Women's Haircut & Blow Dry", 'Haircut & Hair Wash'] },
      { name: 'Head Massage', deals: ['Ayurvedic Head Massage', 'Hot Oil Head Massage', 'Head & Shoulder Massage 30 min'] },
      { name: 'Facial', deals: ['Fruit Facial', 'De-tan Facial & Cleanup', 'Festive Glow Facial'] },
    ] },
  { id: 6, name: 'Books and Stationery', top: true, prices: [49, 99, 149, 249, 399, 599], discounts: [5, 25], keywords: [20, 10, 8, 1], pitch: 'Everything your semester needs, at student prices',
    products: [
      { name: 'Textbooks', deals: ['Engineering Textbooks Bundle', 'Second-hand Textbooks at Half Price', 'Competitive Exam Guides'] },
      { name: 'Notebooks', deals: ['Pack of 6 Long Notebooks', 'Spiral Notebooks Combo', 'Lab Record Books Set'] },
      { name: 'Art Supplies', deals: ['Sketching Kit for Beginners', 'Acrylic Colours Set', 'Drafting Tools Combo'] },
    ] },
  { id: 7, name: 'Travel', top: true, prices: [199, 299, 499, 799, 1299, 1999, 2999], discounts: [5, 30], keywords: [2, 9, 12, 15], pitch: 'Safe, well-rated trips and rides for students',
    products: [
      { name: 'Bus Tickets', deals: ['Overnight Sleeper Bus Tickets', 'Weekend Getaway Bus Pass', 'Intercity AC Bus Ticket'] },
      { name: 'Bike Rental', deals: ['Scooter Rental for a Day', 'Royal Enfield Weekend Rental', 'Bicycle Rental Monthly'] },
      { name: 'Weekend Trek', deals: ['Sunrise Trek with Breakfast', 'Monsoon Waterfall Trek', 'Night Camping & Trek'] },
    ] },
  { id: 8, name: 'Movies and Events', top: true, prices: [149, 199, 249, 349, 499, 799], discounts: [10, 40], keywords: [2, 9, 13, 5], pitch: 'Good seats, great shows, student prices',
    products: [
      { name: 'Movie Ticket', deals: ['Weekday Movie Ticket', 'Movie & Popcorn Combo', 'Recliner Seat Upgrade'] },
      { name: 'Stand-up Show', deals: ['Open Mic Comedy Night', 'Stand-up Special Pass', 'Comedy Club Entry for Two'] },
      { name: 'Concert Pass', deals: ['Indie Music Night Pass', 'College Fest Concert Entry', 'Sufi Evening Pass'] },
    ] },
  { id: 9, name: 'Electronics', top: false, prices: [199, 399, 599, 999, 1499, 2499], discounts: [5, 25], keywords: [1, 10, 8], pitch: 'Genuine parts and accessories with warranty',
    products: [
      { name: 'Earphones', deals: ['Wireless Earbuds', 'Neckband Earphones', 'Wired Earphones with Mic'] },
      { name: 'Laptop Service', deals: ['Laptop Cleaning & Service', 'Laptop Battery Replacement', 'SSD Upgrade with Installation'] },
      { name: 'Phone Accessories', deals: ['Tempered Glass & Back Cover', 'Fast Charger & Cable', '10000 mAh Power Bank'] },
    ] },
  { id: 10, name: 'Fashion', top: true, prices: [299, 499, 699, 999, 1499, 1999], discounts: [10, 50], keywords: [13, 12, 2, 1], pitch: 'Trendy picks at prices that suit a student budget',
    products: [
      { name: 'Ethnic Wear', deals: ['Kurta for Festive Season', 'Cotton Kurti Set', 'Nehru Jacket'] },
      { name: 'Sneakers', deals: ['Canvas Sneakers', 'Running Shoes', 'High-top Sneakers'] },
      { name: 'T-Shirts', deals: ['Pack of 3 Cotton T-Shirts', 'Graphic Tee', 'Polo T-Shirt'] },
    ] },
  { id: 11, name: 'Courses', top: false, prices: [499, 999, 1999, 2999, 4999], discounts: [10, 40], keywords: [10, 1, 14], pitch: 'Small batches, practical lessons and a certificate',
    products: [
      { name: 'Coding Bootcamp', deals: ['Python Weekend Bootcamp', 'Web Development Crash Course', 'Data Structures Practice Batch'] },
      { name: 'Spoken English', deals: ['Spoken English 30 Days', 'Interview Skills Workshop', 'Public Speaking Batch'] },
      { name: 'Guitar Lessons', deals: ['Guitar for Beginners 8 Classes', 'Keyboard Lessons Monthly', 'Music Theory Basics'] },
    ] },
  { id: 12, name: 'Health and Wellness', top: false, prices: [199, 299, 499, 799, 999], discounts: [10, 35], keywords: [7, 14, 15], pitch: 'Qualified professionals and modern equipment',
    products: [
      { name: 'Dental Check-up', deals: ['Dental Check-up & Cleaning', 'Teeth Whitening Session', 'Braces Consultation'] },
      { name: 'Eye Test', deals: ['Computerised Eye Test', 'Eye Test & Frames Combo', 'Contact Lens Trial'] },
      { name: 'Physiotherapy', deals: ['Physiotherapy Session', 'Sports Injury Assessment', 'Posture Correction Plan'] },
    ] },
]

/**
 * What tells an outlet's deals apart when it gives one product's title to several deals: a deal's name is unique
 * within its outlet (the same title four times at four prices read as a glitch). Generic, so they suit any category.
 */
export const TITLE_VARIANTS = [
  'Weekday Offer', 'Weekend Offer', 'Student Special', 'Morning Offer', 'Evening Offer', 'Exam Season Offer',
  'Festive Offer', 'First Visit Offer', 'Group Offer', 'Monsoon Offer',
] as const

export const KEYWORDS = [
  'Student Special', 'Weekend', 'Combo', 'Breakfast', 'Late Night', 'Vegan', 'Healthy', 'Budget', 'Group Offer', 'Exam Season',
  'Buy One Get One', 'Monsoon Sale', 'Festive', 'First Visit', 'Family', 'Coffee', 'Biryani', 'Workout', 'Haircut', 'Books',
].map((name, i) => ({ id: i + 1, name }))

export type VendorSeed = {
  id: number
  organization: string
  owner: string
  email: string
  city_id: number
  /** Index of the outlet's main area in its city. */
  area: number
  /** What the outlet sells (product names of CATEGORIES); its categories follow from them. */
  products: readonly string[]
  description: string
  /** Membership plan id (1 Silver, 2 Gold) or none. */
  plan: number | null
}

/** The outlets beyond the two vendor personas (ids from 103), so every big city has food, cafes and more. */
export const VENDORS: VendorSeed[] = [
  { id: 103, organization: 'Bandra Bean House', owner: 'Farhan Sheikh', email: 'bandra.bean@example.com', city_id: 2, area: 0, products: ['Cold Coffee', 'Sandwich'], description: 'Single-origin coffee and bakes by the sea link.', plan: 2 },
  { id: 104, organization: 'Iron Temple Gym Andheri', owner: 'Rajesh Patil', email: 'irontemple@example.com', city_id: 2, area: 1, products: ['Gym Membership', 'Zumba Session'], description: 'A 24x7 gym with student batches.', plan: 1 },
  { id: 105, organization: 'Page Turner Books Jayanagar', owner: 'Lakshmi Rao', email: 'pageturner@example.com', city_id: 1, area: 2, products: ['Textbooks', 'Notebooks'], description: 'New and second-hand books since 1998.', plan: 1 },
  { id: 106, organization: 'Glow Salon Kothrud', owner: 'Pallavi Deshpande', email: 'glow.salon@example.com', city_id: 3, area: 0, products: ['Haircut', 'Facial', 'Head Massage'], description: 'Unisex salon with trained stylists.', plan: 2 },
  { id: 107, organization: 'Chandni Chowk Chaat Corner', owner: 'Mohit Aggarwal', email: 'chaatcorner@example.com', city_id: 4, area: 4, products: ['Pani Puri', 'Thali'], description: 'Old Delhi chaat, made fresh all day.', plan: null },
  { id: 108, organization: "Nizam's Biryani House", owner: 'Syed Imran', email: 'nizams.biryani@example.com', city_id: 6, area: 2, products: ['Biryani'], description: 'Dum biryani cooked the Hyderabadi way.', plan: 2 },
  { id: 109, organization: 'Idli Express T Nagar', owner: 'Karthik Subramanian', email: 'idli.express@example.com', city_id: 7, area: 0, products: ['Thali', 'Masala Chai'], description: 'South Indian breakfast and filter coffee.', plan: 1 },
  { id: 110, organization: 'Park Street Rolls', owner: 'Debashish Roy', email: 'parkstreet.rolls@example.com', city_id: 8, area: 0, products: ['Momos', 'Vada Pav'], description: 'Kathi rolls and Kolkata street favourites.', plan: null },
  { id: 111, organization: 'Pink City Trails', owner: 'Vikram Shekhawat', email: 'pinkcity.trails@example.com', city_id: 9, area: 0, products: ['Weekend Trek', 'Bus Tickets'], description: 'Heritage walks, treks and weekend trips.', plan: 1 },
  { id: 112, organization: 'Manek Chowk Snacks', owner: 'Jignesh Shah', email: 'manekchowk@example.com', city_id: 5, area: 1, products: ['Pani Puri', 'Vada Pav', 'Pizza'], description: 'Night market snacks and sandwiches.', plan: null },
  { id: 113, organization: 'Deccan Bike Rentals', owner: 'Omkar Joshi', email: 'deccan.bikes@example.com', city_id: 3, area: 2, products: ['Bike Rental'], description: 'Scooters, bikes and cycles by the day or month.', plan: 1 },
  { id: 114, organization: 'Marine Drive Gelato', owner: 'Zoya Merchant', email: 'md.gelato@example.com', city_id: 2, area: 5, products: ['Cold Coffee', 'Sandwich'], description: 'Italian gelato and coffee on the promenade.', plan: null },
  { id: 115, organization: 'FitHub Hitech City', owner: 'Sai Kiran Reddy', email: 'fithub@example.com', city_id: 6, area: 0, products: ['Gym Membership', 'Yoga Class', 'Physiotherapy'], description: 'Gym, yoga and physiotherapy under one roof.', plan: 2 },
  { id: 116, organization: 'Campus Copy Centre', owner: 'Sunil Kumar', email: 'campus.copy@example.com', city_id: 4, area: 2, products: ['Notebooks', 'Art Supplies', 'Textbooks', 'Phone Accessories'], description: 'Books, stationery and printing near the campus.', plan: null },
  { id: 117, organization: 'Gadget Garage Lamington Road', owner: 'Nitin Mehta', email: 'gadget.garage@example.com', city_id: 2, area: 3, products: ['Earphones', 'Laptop Service', 'Phone Accessories'], description: 'Repairs and accessories for phones and laptops.', plan: 1 },
  { id: 118, organization: 'Trendz Linking Road', owner: 'Simran Kaur', email: 'trendz@example.com', city_id: 2, area: 0, products: ['Ethnic Wear', 'Sneakers', 'T-Shirts'], description: 'Street fashion and footwear.', plan: 1 },
  { id: 119, organization: 'Screen One Cinemas Indiranagar', owner: 'Prakash Hegde', email: 'screenone@example.com', city_id: 1, area: 1, products: ['Movie Ticket', 'Stand-up Show', 'Concert Pass'], description: 'Movies, stand-up nights and live music.', plan: 2 },
  { id: 120, organization: 'CodeCamp Koramangala', owner: 'Ankit Bansal', email: 'codecamp@example.com', city_id: 1, area: 0, products: ['Coding Bootcamp', 'Spoken English', 'Guitar Lessons'], description: 'Practical coding and communication courses.', plan: 1 },
  { id: 121, organization: 'Smile Dental Care Navrangpura', owner: 'Dr. Hetal Trivedi', email: 'smile.dental@example.com', city_id: 5, area: 0, products: ['Dental Check-up', 'Eye Test'], description: 'Dental care with student discounts.', plan: null },
  { id: 122, organization: 'Fort Kochi Cafe', owner: 'Thomas Mathew', email: 'fortkochi.cafe@example.com', city_id: 12, area: 0, products: ['Cold Coffee', 'Sandwich', 'Thali'], description: 'Seafood, coffee and art in an old warehouse.', plan: 1 },
  { id: 123, organization: 'Mysore Pak Sweets Devaraja', owner: 'Manjunath Gowda', email: 'mysorepak@example.com', city_id: 10, area: 0, products: ['Thali', 'Pani Puri'], description: 'Sweets and snacks from the palace city.', plan: null },
  { id: 124, organization: 'Alkapuri Yoga Studio', owner: 'Nidhi Parikh', email: 'alkapuri.yoga@example.com', city_id: 11, area: 0, products: ['Yoga Class', 'Physiotherapy'], description: 'Yoga, meditation and wellness workshops.', plan: 1 },
  { id: 125, organization: 'Udupi Upahara Malleshwaram', owner: 'Raghavendra Bhat', email: 'udupi.upahara@example.com', city_id: 1, area: 5, products: ['Thali'], description: 'Dosas, meals and filter coffee since 1972.', plan: 1 },
  { id: 126, organization: 'Ripped Fitness HSR Layout', owner: 'Naveen Shetty', email: 'ripped.fitness@example.com', city_id: 1, area: 3, products: ['Gym Membership', 'Zumba Session'], description: 'Strength training and group classes.', plan: 2 },
  { id: 127, organization: 'Whitefield Hair Studio', owner: 'Divya Menon', email: 'whitefield.hair@example.com', city_id: 1, area: 4, products: ['Haircut', 'Facial'], description: 'Cuts, colour and spa for everyone.', plan: null },
  { id: 128, organization: 'Dadar Misal House', owner: 'Sachin Sawant', email: 'dadar.misal@example.com', city_id: 2, area: 3, products: ['Thali', 'Vada Pav'], description: 'Kolhapuri misal and Maharashtrian thalis.', plan: 1 },
  { id: 129, organization: 'Koregaon Park Bistro', owner: 'Aditi Kulkarni', email: 'kp.bistro@example.com', city_id: 3, area: 1, products: ['Pizza', 'Cold Coffee', 'Sandwich'], description: 'All-day breakfast, pasta and coffee.', plan: 2 },
  { id: 130, organization: 'Hauz Khas Social Cafe', owner: 'Rohit Khanna', email: 'hkv.cafe@example.com', city_id: 4, area: 1, products: ['Cold Coffee', 'Sandwich', 'Pizza'], description: 'Coffee, burgers and a view of the lake.', plan: 1 },
]

/**
 * More Bengaluru outlets (ids from 131), so the demo city's home rows and listings show several outlets per category.
 * They are seeded after the rest of the catalogue with a generator of their own, so adding them changed no other record.
 */
export const BENGALURU_OUTLETS: VendorSeed[] = [
  { id: 131, organization: 'Koramangala Biryani Point', owner: 'Imran Pasha', email: 'biryani.point@example.com', city_id: 1, area: 0, products: ['Biryani', 'Thali'], description: 'Donne biryani and meals, packed for the hostel.', plan: 1 },
  { id: 132, organization: 'Slice Republic Indiranagar', owner: 'Kavya Reddy', email: 'slice.republic@example.com', city_id: 1, area: 1, products: ['Pizza'], description: 'Wood-fired pizzas by the slice or the box.', plan: 2 },
  { id: 133, organization: 'Brew Lab Indiranagar', owner: 'Rohan D\'Souza', email: 'brew.lab@example.com', city_id: 1, area: 1, products: ['Cold Coffee', 'Sandwich'], description: 'Cold brews, toasties and plug points at every table.', plan: 1 },
  { id: 134, organization: 'Jayanagar Filter Kaapi', owner: 'Shankar Iyengar', email: 'filter.kaapi@example.com', city_id: 1, area: 2, products: ['Masala Chai', 'Sandwich'], description: 'Filter coffee and snacks since the eighties.', plan: null },
  { id: 135, organization: 'VV Puram Chaat Street', owner: 'Mahesh Jain', email: 'vvpuram.chaat@example.com', city_id: 1, area: 2, products: ['Pani Puri', 'Vada Pav'], description: 'Chaat, pav and sweets from the food street.', plan: null },
  { id: 136, organization: 'Momo Central HSR', owner: 'Tenzin Dorje', email: 'momo.central@example.com', city_id: 1, area: 3, products: ['Momos'], description: 'Steamed, fried and tandoori momos till late.', plan: 1 },
  { id: 137, organization: 'Flow Yoga Indiranagar', owner: 'Meera Rao', email: 'flow.yoga@example.com', city_id: 1, area: 1, products: ['Yoga Class', 'Zumba Session'], description: 'Yoga and dance fitness in small batches.', plan: 2 },
  { id: 138, organization: 'Iron Den Whitefield', owner: 'Kiran Kumar', email: 'iron.den@example.com', city_id: 1, area: 4, products: ['Gym Membership'], description: 'A big gym near the tech parks, open early.', plan: 1 },
  { id: 139, organization: 'Inkwell Books Malleshwaram', owner: 'Geetha Murthy', email: 'inkwell.books@example.com', city_id: 1, area: 5, products: ['Textbooks', 'Art Supplies', 'Notebooks'], description: 'Textbooks, guides and art supplies for every course.', plan: null },
  { id: 140, organization: 'Nandi Hills Trekkers', owner: 'Prashanth Gowda', email: 'nandi.trekkers@example.com', city_id: 1, area: 0, products: ['Weekend Trek', 'Bus Tickets'], description: 'Sunrise treks and weekend trips from the city.', plan: 1 },
  { id: 141, organization: 'Whitefield Wheels', owner: 'Arun Nair', email: 'whitefield.wheels@example.com', city_id: 1, area: 4, products: ['Bike Rental'], description: 'Scooters and bikes by the day, helmets included.', plan: null },
  { id: 142, organization: 'Commercial Street Styles', owner: 'Farah Khan', email: 'cs.styles@example.com', city_id: 1, area: 1, products: ['Ethnic Wear', 'T-Shirts', 'Sneakers'], description: 'Kurtas, tees and sneakers at market prices.', plan: 1 },
  { id: 143, organization: 'Basement Comedy Koramangala', owner: 'Varun Shetty', email: 'basement.comedy@example.com', city_id: 1, area: 0, products: ['Stand-up Show', 'Concert Pass'], description: 'Open mics, stand-up specials and indie gigs.', plan: 2 },
  { id: 144, organization: 'Glam Studio Jayanagar', owner: 'Pooja Hegde', email: 'glam.studio@example.com', city_id: 1, area: 2, products: ['Haircut', 'Head Massage', 'Facial'], description: 'Salon and spa with student days midweek.', plan: 1 },
  { id: 145, organization: 'Kick Street HSR Layout', owner: 'Aman Verma', email: 'kick.street@example.com', city_id: 1, area: 3, products: ['Sneakers', 'T-Shirts'], description: 'Sneakers and streetwear, new drops every month.', plan: null },
]

/** Students who write reviews (ids from 10). */
export const CUSTOMERS = [
  'Aarav Patel', 'Diya Reddy', 'Ishaan Gupta', 'Kavya Iyer', 'Rohan Desai', 'Sneha Kulkarni', 'Aditya Singh', 'Meera Menon',
  'Vikram Rao', 'Pooja Joshi', 'Karan Malhotra', 'Nandini Bose', 'Arjun Pillai', 'Riya Chatterjee', 'Siddharth Jain',
  'Tanvi Shah', 'Harsh Vardhan', 'Ananya Krishnan', 'Yash Agarwal', 'Nisha Thomas', 'Kabir Khan', 'Aditi Banerjee',
  'Manav Sethi', 'Shreya Ghosh', 'Rahul Saxena', 'Fatima Siddiqui', 'Gaurav Mishra', 'Lavanya Srinivasan', 'Dev Chauhan', 'Ira Kapoor',
]

/** Colleges for institute-search (id 1 is the personas' college). */
export const INSTITUTES = [
  'Christ University', 'Indian Institute of Technology Bombay', 'Indian Institute of Technology Delhi', 'University of Delhi',
  "St. Xavier's College, Mumbai", 'Jadavpur University', 'Anna University', 'Osmania University', 'Gujarat University',
  'Savitribai Phule Pune University', 'National Institute of Technology Tiruchirappalli', 'Manipal Academy of Higher Education',
  'Mount Carmel College', 'Loyola College, Chennai', 'Birla Institute of Technology and Science, Pilani', 'University of Mysore',
  'Maharaja Sayajirao University of Baroda', 'Cochin University of Science and Technology', 'University of Rajasthan',
]

/** Review titles and texts by rating (1 to 5). */
export const REVIEW_LINES: Record<1 | 2 | 3 | 4 | 5, ReadonlyArray<readonly [string, string]>> = {
  5: [
    ['Totally worth it', 'Great value for students. The staff honoured the deal without any fuss and the quality was excellent.'],
    ['Loved it', 'Went with friends after exams and everyone loved it. Will definitely use this deal again.'],
    ['Best deal around', 'Cannot beat this price anywhere nearby. Quick service and a friendly owner.'],
  ],
  4: [
    ['Really good', 'Good quality and a fair price. It was a little crowded in the evening but worth the wait.'],
    ['Would recommend', 'Nice experience overall. Redeeming the code took a minute, and then it was smooth.'],
    ['Good value', 'Solid deal for the price. Slightly slow on a weekend, otherwise very good.'],
  ],
  3: [
    ['Decent', 'It was okay. Nothing special but the discount makes it reasonable.'],
    ['Average experience', 'Fine for the price, though the place could be cleaner.'],
  ],
  2: [
    ['Expected more', 'The deal was honoured but the quality was not what the photos suggested.'],
    ['Not great', 'Long wait and the staff seemed unaware of the deal at first.'],
  ],
  1: [
    ['Disappointed', 'They refused the deal on a weekday even though it was valid. Had to call support.'],
    ['Would not go again', 'Poor service and the offer felt misleading.'],
  ],
}
