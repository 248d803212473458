// The most common passwords of the well-known public lists (a few hundred), lower-cased, bundled so no
// network is needed. With the rule of 8 characters, upper and lower case and a digit, many of them are
// refused anyway; the ones that pass it once capitalised ('Password1', 'Qwerty123', 'Iloveyou1') are
// why the list is checked too, without case (issue 14, item 17).
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
  123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123 football
  monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321 superman
  1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter buster
  soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas hockey ranger daniel
  starwars klaster 112233 george computer michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom
  777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda summer love ashley 6969 nicole
  chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix william corvette hello
  martin heather secret merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test
  bailey q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard samantha bigdog guitar
  jackson whatever mickey chicken sparky snoopy maverick phoenix camaro peanut morgan welcome falcon cowboy
  ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider
  nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq purple banana
  junior hannah 123654 porsche lakers iceman money cowboys 987654 london tennis 999999 ncc1701 coffee scooby
  0000 miller boston q1w2e3r4 brandon yamaha chester mother forever johnny edward 333333 oliver redsox player
  nikita knight fender barney midnight please brandy chicago badboy slayer rangers charles angel flower
  bigdaddy rabbit wizard jasper enter rachel chris steven winner adidas victoria natasha 1q2w3e4r jasmine
  winter prince marine ghbdtn fishing cocacola casper james 232323 raiders 888888 marlboro gandalf asdfasdf
  crystal 87654321 12344321 golden 8675309 panther lauren angela spanky thx1138 angels madison winston
  shannon mike toyota jordan23 canada sophie apples tiger razz 123abc pokemon qazxsw 55555 qwaszx muffin
  johnson murphy cooper jonathan liverpoo david danielle 159357 jackie 1990 123456a 789456 turtle abcd1234
  scorpion qazwsxedc 101010 butter carlos password1 dennis slipknot qwerty123 booger asdf 1991 black startrek
  12341234 cameron newyork rainbow nathan john 1992 rocket viking redskins asdfghjkl 1212 sierra peaches
  gemini doctor wilson sandra helpme qwertyui victor florida dolphin pookie captain tucker blue liverpool
  theman bandit dolphins maddog packers jaguar lovers nicholas united tiffany maxwell zzzzzz nirvana jeremy
  monica elephant giants jackass hotdog rosebud success debbie mountain 444444 xxxxxxxx warrior 1q2w3e4r5t
  q1w2e3 123456q albert metallic lucky azerty 7777 alex bond007 alexis 1111111 samson 5150 willie scorpio
  bonnie gators benjamin voodoo driver dexter 2112 jason calvin freddy 212121 creative 12345a sydney rush2112
  1989 asdfghjk red123 bubba 4815162342 passw0rd trouble gunner happy gordon legend jessie stella qwert
  eminem arthur apple nissan bear america 1qazxsw2 nothing parker 4444 rebecca qweqwe garfield 01012011
  beavis 69696969 jack asdasd december 2222 102030 252525 11223344 magic apollo skippy 315475 girls kitten
  golf copper braves shelby godzilla beaver fred tomcat august buddy airborne 1993 1988 lifehack qqqqqq
  brooklyn animal platinum phantom online xavier darkness blink182 power fish green 789456123 voyager police
  travis 12qwaszx heaven snowball lover abcdef 00000 pakistan 007007 walter playboy blazer cricket sniper
  hooters donkey willow loveme saturn therock redwings bigboy pumpkin trinity williams nintendo digital
  destiny topgun runner marvin guinness chance bubbles testing fire november minecraft asdf1234 lasvegas
  sergey broncos cartman private celtic birdie little cassie babygirl donald beatles 1313 family 12121212
  school louise gabriel eclipse fluffy 147258369 lol123 explorer beer nelson flyers spencer scott lovely
  gibson doggie cherry andrey snickers buffalo pantera metallica member carter qwertyu peter alexande steve
  bronco paradise goober 5555 samuel montana mexico dreams michigan carolina yankee friends magnum surfer
  maximus genius cool vampire lacrosse asd123 aaaa christin kimberly speedy sharon carmen 111222 kristina
  sammy racing ou812 sabrina horses 0987654321 qwerty1 pimpin baby stalker enigma 147147 star poohbear 147258
  simple 12345q marcus brian 1987 qweasdzxc drowssap hahaha caroline barbara dave viper drummer action
  einstein genesis hello1 scotty friend forest 010203 hotrod google vanessa spitfire badger maryjane friday
  alaska 1232323q tester jester jake champion billy 147852 rock hawaii badass chevy 420420 walker stephen
  eagle1 bill 1986 october gregory svetlana pamela 1984 music shorty westside stanley diesel courtney 242424
  kevin hitman mark 12345qwert reddog frank qwe123 popcorn patricia aaaaaaaa 1969 teresa mozart buddha
  anderson paul melanie abcdefg security lucky1 lizard denise 3333 a12345 123789 ruslan stargate simpsons
  scarface eagle 123456789a thumper olivia naruto 1234554321 general cherokee a123456 vincent cheyenne
  zaq12wsx babydoll 741852963 monkey1 letmein1 iloveyou1 welcome1 welcome123 admin admin123 admin1234
  administrator root toor changeme changeme1 default guest login login123 master123 password12 password123
  password1234 password! p@ssw0rd p@ssword pa55word pa55w0rd passpass qwerty12 qwerty1234 qwertyuiop123
  abc12345 abcd12345 abc123456 1q2w3e4r5t6y 1qaz2wsx3edc zaq1xsw2 qazwsx123 football1 baseball1 basketball
  soccer1 hockey1 sunshine1 princess1 princess123 dragon1 dragon123 shadow1 shadow123 master1 superman1
  batman1 batman123 michael1 jordan1 charlie1 charlie123 jennifer1 jessica1 michelle1 ashley1 nicole1 daniel1
  thomas1 robert1 matthew1 joshua1 andrew1 hunter1 hunter123 buster1 tigger1 maggie1 ginger1 pepper1 cookie1
  summer1 summer2024 summer2025 winter1 spring2024 autumn2024 welcome2024 welcome2025 password2024
  password2025 india123 india@123 mumbai123 delhi123 krishna krishna123 ganesh ganesh123 sairam saibaba
  omsairam jaishreeram jaihind bharat hindustan cricket1 cricket123 sachin sachin123 dhoni dhoni007 virat
  virat123 poker poker123 pokerface pokerface1 pokerstars fullhouse royalflush royalflush1 aceofspades casino
  casino123 blackjack jackpot jackpot1 lucky7 lucky777 777777777 1234567891 12345678910 iloveyou2 iloveu
  iloveyou123 loveyou loveyou1 lovelove mylove mylove123 sweetheart sweety angel1 angel123 babygirl1
`
    .trim()
    .split(/\s+/),
);

/** Whether a password is one of the most common ones, whatever its case. */
export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());
