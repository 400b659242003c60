CREATE TABLE "weather_daily" (
	"zone" text NOT NULL,
	"day" date NOT NULL,
	"min_f" integer NOT NULL,
	"max_f" integer NOT NULL,
	CONSTRAINT "weather_daily_zone_day_pk" PRIMARY KEY("zone","day")
);
